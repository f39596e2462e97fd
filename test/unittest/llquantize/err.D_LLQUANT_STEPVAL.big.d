/*
 * ASSERTION: llquantize()'s steps must fit in 16 bits.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 70000);
}
