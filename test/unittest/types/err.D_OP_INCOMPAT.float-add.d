/*
 * ASSERTION: D does not compute with floating-point values: + on a double
 * is refused with DTrace's message.
 */
double d;

BEGIN
{
	x = d + 1;
	exit(0);
}
