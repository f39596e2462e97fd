/*
 * ASSERTION: The third argument limits the bytes printed to its value.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	tracemem(arg2, 32, 5);
	tracemem(arg2, 32, 17);
}
