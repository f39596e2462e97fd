/*
 * ASSERTION: a member's conversion must have a type assignable to it.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { x = p->s; };

BEGIN { exit(0); }
