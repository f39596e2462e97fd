/*
 * ASSERTION: Data objects have symbols too (arg2 is &data_obj).
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	usym(arg2 + 8);
	printf("|\n");
	uaddr(arg2 + 8);
	printf("|\n");
}
