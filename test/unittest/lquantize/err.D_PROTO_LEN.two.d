/*
 * ASSERTION: lquantize() needs a value, a base and a limit.
 */

BEGIN
{
	@ = lquantize(1, 0);
}
