/*
 * ASSERTION: * and / are refused on floating-point values with DTrace's
 * message: D has no floating-point arithmetic.
 */
double d;

BEGIN
{
	x = d * 2;
	exit(0);
}
