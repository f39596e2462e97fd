/*
 * ASSERTION: ustack()'s frame count must be a constant.
 */

BEGIN
{
	ustack(arg1);
	exit(0);
}
