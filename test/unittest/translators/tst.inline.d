/*
 * ASSERTION: an inline may hold a translated pointer or member, as
 * DTrace's D library defines curpsinfo; each use translates anew.
 */
#pragma D option quiet
struct in { int a; };
struct out { int x; int y; };
translator struct out < int v > { x = v * 2; y = v + 1; };
inline struct out *cur = xlate<struct out *>(pid);
inline int curx = xlate<struct out>(pid).x;
BEGIN
{
	printf("%d %d %d\n", cur->x == pid * 2, cur->y == pid + 1, curx == pid * 2);
	exit(0);
}
