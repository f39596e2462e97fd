/*
 * ASSERTION: The compound assignments /= and %= fault on a zero divisor,
 * and the variable keeps its value.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	x = 10;
	y = 10;
}

BEGIN
{
	x /= z;
}

BEGIN
{
	y %= z;
}

BEGIN
{
	printf("%d %d\n", x, y);
	exit(0);
}
