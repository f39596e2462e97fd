/*
 * ASSERTION: More steps than the factor, low magnitude 0: factor 2 with 4
 * steps and high magnitude 2 has steps - steps / factor = 2 buckets per
 * power of two: 1 (and a "ghost" one no value reaches), 2, 3, 4, 6, then
 * ">= 8".  When the last row to show falls on the ghost bucket it takes
 * the next bucket's label, as in DTrace.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(1, 2, 0, 2, 4);
	@ = llquantize(3, 2, 0, 2, 4);
	@ = llquantize(6, 2, 0, 2, 4);
	@ = llquantize(13, 2, 0, 2, 4);
	@ghost = llquantize(1, 2, 0, 2, 4);
	exit(0);
}
