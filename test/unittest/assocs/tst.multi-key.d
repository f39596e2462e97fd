/*
 * ASSERTION: an associative array may have a tuple of keys of mixed types.
 */
#pragma D option quiet

BEGIN
{
	a["x", 1] = 100;
	a["x", 2] = 200;
	a["y", 1] = 300;
	printf("%d %d %d %d\n", a["x", 1], a["x", 2], a["y", 1], a["y", 2]);
	exit(0);
}
