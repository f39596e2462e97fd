/*
 * ASSERTION: freopen("") takes no other argument.
 */

BEGIN
{
	freopen("", 1);
	exit(0);
}
