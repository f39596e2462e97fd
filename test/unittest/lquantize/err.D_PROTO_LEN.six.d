/*
 * ASSERTION: lquantize() takes at most five arguments.
 */

BEGIN
{
	@ = lquantize(1, 0, 10, 1, 1, 1);
}
