/*
 * ASSERTION: Many keys and aggregations at once; each keeps its own
 * entries.
 */

#pragma D option quiet

BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[3] = count(); @a[4] = count();
	@a[5] = count(); @a[6] = count(); @a[7] = count(); @a[8] = count();
	@b["x", 1] = sum(8); @b["x", 2] = sum(7); @b["y", 1] = sum(6);
	@c[1] = max(1); @c[1] = max(9); @c[2] = max(4);
	exit(0);
}
