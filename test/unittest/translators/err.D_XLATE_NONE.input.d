/*
 * ASSERTION: xlate from an input type no translator takes is refused.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { x = p->a; };

BEGIN
{
	trace(xlate<struct out>("str").x);
	exit(0);
}
