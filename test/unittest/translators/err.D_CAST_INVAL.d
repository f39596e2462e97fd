/*
 * ASSERTION: translated data cannot be cast.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { x = p->a; };

BEGIN
{
	trace(((struct in *)xlate<struct out *>((struct in *)alloca(8)))->a);
	exit(0);
}
