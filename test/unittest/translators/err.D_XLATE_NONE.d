/*
 * ASSERTION: xlate to a type no translator produces is refused.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

BEGIN
{
	trace(xlate<struct out>(1).x);
	exit(0);
}
