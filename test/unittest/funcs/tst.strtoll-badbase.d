/*
 * ASSERTION: strtoll() with a base below 2 or above 36 is an illegal operation.
 */

#pragma D option quiet

BEGIN
{
	trace(strtoll("10", 0));
}

BEGIN
{
	trace(strtoll("10", 40));
}

BEGIN
{
	exit(0);
}
