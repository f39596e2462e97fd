/*
 * ASSERTION: the address of a D variable cannot be taken (a global
 * integer here), as in DTrace.
 */
int x;

BEGIN
{
	p = &x;
	exit(0);
}
