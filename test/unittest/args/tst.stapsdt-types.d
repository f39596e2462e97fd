/*
 * ASSERTION: args[N] has the type of the stapsdt note's argument: the
 * loop probe's arguments are 8-byte signed, unsigned and signed.
 *
 * @@trigger: sdt-loop
 */
#pragma D option quiet

test_prov$target:::loop
/arg0 == 5/
{
	printf("%d %d %d %d\n", args[0], args[2], arg2, sizeof (args[1]));
	exit(0);
}
