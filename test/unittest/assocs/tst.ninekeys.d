/*
 * ASSERTION: Nine keys, as many as DTrace's tuple registers allow, work
 * for global and thread-local associative arrays and for aggregations.
 */

#pragma D option quiet

BEGIN
{
	a[1, 2, 3, 4, 5, 6, 7, 8, "nine"] = 10;
	self->b[1, 2, 3, 4, 5, 6, 7, 8, "nine"] = 11;
	@c[1, 2, 3, 4, 5, 6, 7, 8, "nine"] = sum(12);
	printf("%d %d\n", a[1, 2, 3, 4, 5, 6, 7, 8, "nine"],
	    self->b[1, 2, 3, 4, 5, 6, 7, 8, "nine"]);
	exit(0);
}
