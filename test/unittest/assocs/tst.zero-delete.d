/*
 * ASSERTION: assigning 0 to an element deletes it; it reads 0 afterwards
 * and can be assigned again.
 */
#pragma D option quiet

BEGIN
{
	a[1] = 5;
	a[1] = 0;
	printf("%d\n", a[1]);
	a[1] = 6;
	a[1] -= 6;
	printf("%d\n", a[1]);
	a[1]++;
	printf("%d\n", a[1]);
	exit(0);
}
