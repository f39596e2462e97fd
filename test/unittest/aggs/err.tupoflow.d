/*
 * ASSERTION: An aggregation with ten keys overflows DTrace's tuple
 * registers: DTrace's library message, without a tag or a line.
 */

BEGIN
{
	@[0, 1, 2, 3, 4, 5, 6, 7, 8, 9] = count();
}
