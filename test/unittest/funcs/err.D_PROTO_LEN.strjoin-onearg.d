/*
 * ASSERTION: strjoin() takes two arguments.
 */

BEGIN
{
	trace(strjoin("a"));
	exit(0);
}
