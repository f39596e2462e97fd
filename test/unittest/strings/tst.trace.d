/*
 * ASSERTION: trace() of string subroutine results.
 */

#pragma D option quiet

BEGIN
{
	trace(strjoin("foo", "bar"));
	trace(strlen("foo"));
	trace(basename("/a/b"));
	exit(0);
}
