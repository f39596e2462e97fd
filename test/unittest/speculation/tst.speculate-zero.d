/*
 * ASSERTION: speculate(0) (a failed speculation()) ends the clause, as in
 * DTrace: nothing is recorded and the statements after it do not run.
 */
#pragma D option quiet
#pragma D option nspec=0

BEGIN
{
	x = 1;
	speculate(0);
	printf("not recorded\n");
	x = 3;
}

BEGIN
{
	y = speculation();
	speculate(y);
	printf("not recorded either\n");
	y = 7;
}

BEGIN
{
	printf("x = %d, y = %d\n", x, y);
	exit(0);
}
