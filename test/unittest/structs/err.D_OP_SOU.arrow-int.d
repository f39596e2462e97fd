/*
 * ASSERTION: -> needs a pointer to a struct or union.
 */
BEGIN
{
	p = (int *)0;
	trace(p->a);
}
