/*
 * ASSERTION: factor^(high magnitude + 1) must fit in 64 bits: 10^20 does not.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 19, 10);
}
