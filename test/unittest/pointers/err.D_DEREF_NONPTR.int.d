/*
 * ASSERTION: * needs a pointer.
 */
BEGIN
{
	x = 1;
	trace(*x);
}
