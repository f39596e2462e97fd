/*
 * ASSERTION: As in DTrace, a normalized sum divides as an unsigned 64-bit
 * number: a negative sum prints as 2^64 - 100 over 10.  Undivided it prints
 * as the negative number it is.
 */

#pragma D option quiet

BEGIN
{
	@a = sum(-100);
	@b = sum(-100);
	normalize(@a, 10);
	normalize(@b, 1);
	exit(0);
}
