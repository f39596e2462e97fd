/*
 * ASSERTION: with specsize=0 not even a bare speculate() fits.
 */
#pragma D option quiet
#pragma D option specsize=0

BEGIN
{
	speculate(1);
}
