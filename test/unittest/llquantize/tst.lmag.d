/*
 * ASSERTION: A low magnitude above zero: values below factor^low share the
 * middle bucket, labelled "abs() < N" when negative buckets show, "< N"
 * when only positive ones do.
 */

#pragma D option quiet

BEGIN
{
	@both = llquantize(5, 10, 2, 3, 10);
	@both = llquantize(-300, 10, 2, 3, 10);
	@pos = llquantize(150, 10, 2, 3, 10);
	@pos = llquantize(2500, 10, 2, 3, 10);
	exit(0);
}
