/*
 * ASSERTION: a member the translator does not convert cannot be read.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { x = p->a; };

BEGIN
{
	trace(xlate<struct out *>((struct in *)alloca(8))->y);
	exit(0);
}
