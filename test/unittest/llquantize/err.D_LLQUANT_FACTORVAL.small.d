/*
 * ASSERTION: llquantize()'s factor must be 2 or more.
 */

BEGIN
{
	@ = llquantize(1, 1, 0, 2, 10);
}
