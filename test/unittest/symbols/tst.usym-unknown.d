/*
 * ASSERTION: An address in no mapping prints as 0x..., whatever the
 * function.
 */
/* @@trigger: sdt-ustack */

#pragma D option quiet

test_prov$target:::deep
/arg3 == 0/
{
	usym(16);
	printf("|\n");
	uaddr(0x1234);
	printf("|\n");
	umod(0);
	printf("|\n");
}
