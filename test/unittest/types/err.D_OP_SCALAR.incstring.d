/*
 * ASSERTION: ++ of a string: D_OP_SCALAR.
 */

BEGIN
{
	s = "a";
	s++;
	exit(0);
}
