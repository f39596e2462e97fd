/*
 * ASSERTION: Reading an int through a pointer to unmapped memory faults
 * with that address, in the action that reads it.
 */

#pragma D option quiet

BEGIN
{
	p = (int *)0x1230;
	trace(1);
	trace(*p);
}

BEGIN
{
	exit(0);
}
