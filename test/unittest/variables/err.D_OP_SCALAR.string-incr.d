/*
 * ASSERTION: ++ needs an integer or a pointer: a scalar (D_OP_SCALAR).
 */
BEGIN
{
	s = "abc";
	s++;
}
