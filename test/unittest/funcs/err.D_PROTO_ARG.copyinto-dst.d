/*
 * ASSERTION: the destination of copyinto() must be alloca() memory.
 */
BEGIN
{
	x = 1;
	copyinto(0, 4, &x);
}
