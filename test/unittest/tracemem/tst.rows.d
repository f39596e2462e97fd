/*
 * ASSERTION: A size that is not a multiple of 16 ends with a short row,
 * padded so that the character column stays aligned.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	tracemem(arg2, 31);
	tracemem(arg2, 1);
	tracemem(arg2, 16);
}
