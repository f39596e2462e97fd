/*
 * ASSERTION: stack()'s frame count must be a constant.
 */

BEGIN
{
	stack(arg0);
	exit(0);
}
