/*
 * ASSERTION: pointers to different types cannot be subtracted.
 */
BEGIN
{
	p = (int *)0;
	q = (char *)0;
	trace(p - q);
}
