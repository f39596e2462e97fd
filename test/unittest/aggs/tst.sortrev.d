/*
 * ASSERTION: aggsortrev reverses the order: values descending, and the
 * aggregations themselves in reverse order of first use.
 */

#pragma D option quiet
#pragma D option aggsortrev

BEGIN
{
	@a[1] = sum(10);
	@a[2] = sum(30);
	@a[3] = sum(20);
	@b = count();
	exit(0);
}
