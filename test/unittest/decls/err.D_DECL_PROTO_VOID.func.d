/*
 * ASSERTION: void must be a function prototype's only parameter.
 */

int f(void, int);

BEGIN
{
	exit(0);
}
