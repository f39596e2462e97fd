/*
 * ASSERTION: two pointers cannot be added.
 */
BEGIN
{
	p = (int *)0;
	trace(p + p);
}
