/*
 * ASSERTION: every compound assignment operator works on a global.
 */
#pragma D option quiet

BEGIN
{
	x = 7;
	x += 3; printf("%d ", x);
	x -= 1; printf("%d ", x);
	x *= 4; printf("%d ", x);
	x /= 3; printf("%d ", x);
	x %= 5; printf("%d ", x);
	x <<= 4; printf("%d ", x);
	x >>= 2; printf("%d ", x);
	x |= 0x21; printf("%d ", x);
	x &= 0x0f; printf("%d ", x);
	x ^= 0xff; printf("%d\n", x);
	exit(0);
}
