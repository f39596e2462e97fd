/*
 * ASSERTION: With a low magnitude above 0, more steps than the factor must divide factor^(low + 1).
 */

BEGIN
{
	@ = llquantize(1, 4, 1, 3, 32);
}
