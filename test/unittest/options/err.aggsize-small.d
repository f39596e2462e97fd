/*
 * ASSERTION: an aggsize too small for one entry of the enabling's
 * aggregations is refused when tracing starts, as Oracle DTrace refuses it.
 */
#pragma D option quiet
#pragma D option aggsize=16

BEGIN
{
	@[1, 2, 3, 4] = count();
	exit(0);
}
