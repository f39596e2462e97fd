/*
 * ASSERTION: an array whose size overflows is refused as too big, not as
 * an incomplete type.
 */
int x[0x7fffffff][0x7fffffff];

BEGIN
{
	exit(1);
}
