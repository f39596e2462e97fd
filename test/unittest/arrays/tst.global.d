/*
 * ASSERTION: a global array: constant and computed subscripts.
 */
#pragma D option quiet

int a[5];

BEGIN
{
	a[0] = 1;
	a[4] = 5;
	i = 2;
	a[i] = 3;
	a[i + 1] = a[i] + 1;
	printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4]);
	exit(0);
}
