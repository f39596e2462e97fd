/*
 * ASSERTION: llquantize()'s factor must fit in 16 bits.
 */

BEGIN
{
	@ = llquantize(1, 65536, 0, 2, 10);
}
