/*
 * ASSERTION: strtok() with a NULL delimiter string faults with an invalid address.
 */

#pragma D option quiet

BEGIN
{
	trace(strtok("abc", 0));
}

BEGIN
{
	exit(0);
}
