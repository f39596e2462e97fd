/*
 * ASSERTION: A global variable set in one BEGIN clause is seen by the next.
 */

#pragma D option quiet

BEGIN
{
	x = 41;
}

BEGIN
{
	x++;
	printf("%d\n", x);
	exit(0);
}
