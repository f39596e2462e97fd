/*
 * ASSERTION: a discarded speculation stays busy until the consumer has
 * dropped its data; two failures are counted as "busy".
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	discard(a);
}

BEGIN
{
	printf("%d", speculation());
	printf(" %d\n", speculation());
	exit(0);
}
