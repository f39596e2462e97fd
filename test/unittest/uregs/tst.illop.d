/*
 * ASSERTION: A register index beyond the last is an illegal operation at
 * run time, as in DTrace; the clause records nothing.
 */

#pragma D option quiet

BEGIN
{
	printf("not printed\n");
	trace(uregs[42]);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
