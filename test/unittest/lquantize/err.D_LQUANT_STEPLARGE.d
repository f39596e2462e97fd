/*
 * ASSERTION: lquantize()'s step must leave at least one level.
 */

BEGIN
{
	@ = lquantize(1, 0, 10, 11);
}
