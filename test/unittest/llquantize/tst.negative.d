/*
 * ASSERTION: Negative values go to buckets that mirror the positive ones,
 * labelled with the negated bounds, from "<= -N" up to the middle.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(-3, 2, 0, 3, 2);
	@ = llquantize(-5, 2, 0, 3, 2);
	@ = llquantize(-12, 2, 0, 3, 2);
	exit(0);
}
