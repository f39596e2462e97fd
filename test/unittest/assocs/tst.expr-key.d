/*
 * ASSERTION: keys may be any expression, evaluated at each use.
 */
#pragma D option quiet

BEGIN
{
	i = 2;
	a[i * 3] = 1;
	a[i + 4]++;
	a[(i << 2) - 2] += 10;
	printf("%d\n", a[6]);
	exit(0);
}
