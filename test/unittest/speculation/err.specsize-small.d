/*
 * ASSERTION: a speculating clause whose record cannot fit in specsize is
 * refused when tracing starts, as DTrace refuses it.
 */
#pragma D option quiet
#pragma D option specsize=16

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d\n", 1);
}
