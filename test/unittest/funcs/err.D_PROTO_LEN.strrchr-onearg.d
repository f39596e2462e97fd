/*
 * ASSERTION: strrchr() takes two arguments.
 */

BEGIN
{
	trace(strrchr("abc"));
	exit(0);
}
