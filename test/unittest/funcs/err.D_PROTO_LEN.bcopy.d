/*
 * ASSERTION: bcopy() takes three arguments.
 */
BEGIN
{
	bcopy(0, 0);
}
