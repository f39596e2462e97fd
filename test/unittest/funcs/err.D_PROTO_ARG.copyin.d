/*
 * ASSERTION: copyin() takes an address, not a string.
 */
BEGIN
{
	copyin("x", 4);
}
