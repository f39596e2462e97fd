/*
 * ASSERTION: Fewer steps than the factor: with factor 9 and 3 steps, each
 * magnitude splits in thirds (1-2, 3-5, 6-8; 9-26, 27-53, 54-80).
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(2, 9, 0, 1, 3);
	@ = llquantize(5, 9, 0, 1, 3);
	@ = llquantize(26, 9, 0, 1, 3);
	@ = llquantize(54, 9, 0, 1, 3);
	exit(0);
}
