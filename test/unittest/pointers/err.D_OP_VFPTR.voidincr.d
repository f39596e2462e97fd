/*
 * ASSERTION: a void pointer has no size to step by.
 */
BEGIN
{
	p = (void *)0;
	p++;
}
