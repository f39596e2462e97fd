/*
 * ASSERTION: tracemem() of user memory prints DTrace's hex dump: a header
 * of column digits, then the offset, 16 bytes in hex and as characters.
 * (sdt-ustack's arg2 is the address of long data_obj[4] = { 1, 2, 3, 4 }.)
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	tracemem(arg2, 32);
}
