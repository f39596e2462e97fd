/*
 * ASSERTION: a second translator for the same types is refused.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { x = p->a; };
translator struct out < struct in *q > { y = q->a; };

BEGIN { exit(0); }
