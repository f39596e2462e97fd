/*
 * ASSERTION: strjoin() takes two strings.
 */

BEGIN
{
	trace(strjoin("a", 1));
	exit(0);
}
