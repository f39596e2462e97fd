/*
 * ASSERTION: integer arithmetic and constant folding are done in 64 bits,
 * as DTrace's registers do: 1000000000 * 5 is 5000000000 and 1 << 31 is
 * 2147483648 (an int that only a cast to a wider type, a comparison or a
 * wider variable shows whole); the value is narrowed when it is stored
 * into a narrower variable, recorded as its type (printf("%d") of an int
 * prints 32 bits), or cast to a narrower type.
 */
#pragma D option quiet

int x, y;
long z;

BEGIN
{
	printf("%d %d %d\n", (long)(1000000000 * 5), (long long)(1 << 31),
	    (1000000000 * 5) / 5);
	printf("%d %d\n", (1 << 31) > 0, 1000000000 * 5 > 4000000000);
	x = 1000000000;
	y = 1;
	z = x * 5;
	printf("%d %d %d %d\n", z, (long)(y << 31), (x * 5) / 5, (y << 31) > 0);
	printf("%d %d\n", x * 5, y << 31);
	printf("%d %d\n", (long)(short)(x * 5), (long)(unsigned)(y << 31));
	@sum = sum(x * 5);
	x *= 5;
	printf("%d\n", x);
	x = 1000000000;
	x = x * 5;
	printf("%d\n", (long)x);
	exit(0);
}
