/*
 * ASSERTION: copyin() takes an address and a size.
 */
BEGIN
{
	copyin(0);
}
