/*
 * ASSERTION: a constant size larger than the scratch space is a compile
 * error (256 bytes by default).
 */
BEGIN
{
	alloca(257);
}
