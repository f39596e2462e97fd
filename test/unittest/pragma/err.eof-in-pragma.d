/*
 * ASSERTION: A control line the end of the file cuts short (no newline):
 * DTrace's error, at the line of the control line.
 */

BEGIN
{
	exit(0);
}

#pragma D option quiet