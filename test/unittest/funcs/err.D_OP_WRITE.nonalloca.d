/*
 * ASSERTION: D does not store through pointers other than alloca()
 * pointers.
 */
BEGIN
{
	p = (int *)8;
	*p = 1;
}
