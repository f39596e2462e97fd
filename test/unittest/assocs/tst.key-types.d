/*
 * ASSERTION: integer keys of different integer types name the same element
 * when their values are equal.
 */
#pragma D option quiet

BEGIN
{
	a[1] = 5;
	printf("%d %d %d\n", a[(char)1], a[1LL], a[(uint16_t)1]);
	exit(0);
}
