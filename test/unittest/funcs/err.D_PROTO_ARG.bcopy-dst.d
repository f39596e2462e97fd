/*
 * ASSERTION: the destination of bcopy() must be alloca() memory.
 */
BEGIN
{
	x = 1;
	y = 2;
	bcopy(&x, &y, 4);
}
