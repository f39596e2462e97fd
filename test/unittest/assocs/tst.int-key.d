/*
 * ASSERTION: an associative array indexed by integers holds one value per
 * key; a key never assigned reads 0.
 */
#pragma D option quiet

BEGIN
{
	a[1] = 10;
	a[2] = 20;
	a[-1] = 30;
	a[1] += 5;
	printf("%d %d %d %d\n", a[1], a[2], a[-1], a[3]);
	exit(0);
}
