/*
 * ASSERTION: freopen()'s first argument is a format: a string constant.
 */

BEGIN
{
	freopen(probename);
	exit(0);
}
