/*
 * ASSERTION: An associative array reference with ten keys overflows
 * DTrace's tuple registers: DTrace's library message, without a tag or a
 * line.
 */

BEGIN
{
	a[0, 1, 2, 3, 4, 5, 6, 7, 8, 9] = 0;
}
