/*
 * ASSERTION: A key tuple of a string and an int.
 */

#pragma D option quiet

BEGIN
{
	@c["a", 1] = count();
	@c["a", 1] = count();
	@c["b", 2] = count();
	exit(0);
}
