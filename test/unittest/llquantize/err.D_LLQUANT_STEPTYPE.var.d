/*
 * ASSERTION: llquantize()'s steps must be a constant.
 */

BEGIN
{
	s = 10;
	@ = llquantize(1, 10, 0, 2, s);
}
