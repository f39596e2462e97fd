/*
 * ASSERTION: llquantize() needs a value, a factor, two magnitudes and steps.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2);
}
