/*
 * ASSERTION: With low magnitude 0, more steps than the factor must divide its square.
 */

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 40);
}
