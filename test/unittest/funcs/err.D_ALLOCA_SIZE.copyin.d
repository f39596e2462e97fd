/*
 * ASSERTION: copyin() of a constant size larger than the scratch space is
 * a compile error.
 */
BEGIN
{
	copyin(0, 1000);
}
