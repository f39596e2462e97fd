/*
 * ASSERTION: the destination of copyinto() must be alloca() memory.
 */
int x[1];

BEGIN
{
	copyinto(0, 4, x);
}
