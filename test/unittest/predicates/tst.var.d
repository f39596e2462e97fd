/*
 * ASSERTION: Predicates on a global variable.
 */

#pragma D option quiet

BEGIN
{
	x = 5;
}

BEGIN
/x == 5/
{
	printf("ok\n");
}

BEGIN
/x != 5/
{
	printf("bad\n");
}

BEGIN
{
	exit(0);
}
