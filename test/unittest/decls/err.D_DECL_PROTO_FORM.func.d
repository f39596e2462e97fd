/*
 * ASSERTION: a function prototype's parameter names are unique.
 */

extern int f(int a, char *b, int a);

BEGIN
{
	exit(0);
}
