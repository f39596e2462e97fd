/*
 * ASSERTION: a constant size larger than the scratch space is a compile
 * error.
 */
BEGIN
{
	alloca(249);
}
