/*
 * ASSERTION: strtok() of a string of delimiters only, or of the empty string, is NULL.
 */

#pragma D option quiet

BEGIN
{
	trace(strtok(",,,", ","));
}

BEGIN
{
	trace(strtok("", "foo"));
}

BEGIN
{
	exit(0);
}
