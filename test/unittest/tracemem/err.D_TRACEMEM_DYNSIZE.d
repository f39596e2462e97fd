/*
 * ASSERTION: tracemem()'s dynamic size must be a scalar.
 */

BEGIN
{
	tracemem(0, 8, "eight");
}
