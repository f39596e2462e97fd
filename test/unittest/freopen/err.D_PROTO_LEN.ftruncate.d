/*
 * ASSERTION: ftruncate() takes no argument.
 */

BEGIN
{
	ftruncate(1);
	exit(0);
}
