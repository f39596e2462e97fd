/*
 * ASSERTION: lltostr() with a base below 2 or above 36 is an illegal operation.
 */

#pragma D option quiet

BEGIN
{
	trace(lltostr(10, 1));
}

BEGIN
{
	trace(lltostr(10, 37));
}

BEGIN
{
	trace(lltostr(10, -16));
}

BEGIN
{
	exit(0);
}
