/*
 * ASSERTION: Negative increments make negative counts, drawn as bars to the
 * left of a line; with counts of both signs the bars are half as wide,
 * either side of the line.
 */

#pragma D option quiet

BEGIN
{
	@neg = quantize(1, -3);
	@neg = quantize(4, -1);
	@both = quantize(1, 3);
	@both = quantize(8, -1);
	exit(0);
}
