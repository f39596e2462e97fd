/*
 * ASSERTION: llquantize()'s steps must be a positive constant.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 0);
}
