/*
 * ASSERTION: a translator may take a struct by value: xlate of a
 * clause-local struct and of *p.
 */
#pragma D option quiet
struct in { int a; int b; };
struct out { int x; };
translator struct out < struct in i > { x = i.a + i.b; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof(struct in));
	this->p->a = 2; this->p->b = 3;
	this->s = *this->p;
	printf("%d %d\n", xlate<struct out>(this->s).x, xlate<struct out>(*this->p).x);
	trace(xlate<struct out>(this->s).x);
	exit(0);
}
