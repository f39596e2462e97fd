/*
 * ASSERTION: the destination of bcopy() must be alloca() memory.
 */
int x[1];
int y[1];

BEGIN
{
	x[0] = 1;
	bcopy(x, y, 4);
}
