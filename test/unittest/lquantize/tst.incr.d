/*
 * ASSERTION: lquantize()'s fifth argument is the increment added to the
 * bucket; it may be negative.
 */

#pragma D option quiet

BEGIN
{
	@pos = lquantize(2, 0, 5, 1, 100);
	@pos = lquantize(3, 0, 5, 1, 300);
	@both = lquantize(1, 0, 5, 1, 2);
	@both = lquantize(3, 0, 5, 1, -2);
	exit(0);
}
