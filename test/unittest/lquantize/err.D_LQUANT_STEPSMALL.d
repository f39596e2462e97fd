/*
 * ASSERTION: lquantize() has at most 65535 levels.
 */

BEGIN
{
	@ = lquantize(1, 0, 100000);
}
