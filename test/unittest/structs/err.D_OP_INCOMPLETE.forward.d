/*
 * ASSERTION: members of a struct that is only declared cannot be used.
 */
struct incomplete;

BEGIN
{
	p = (struct incomplete *)0;
	trace(p->a);
}
