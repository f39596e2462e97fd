/*
 * ASSERTION: a translator may only convert members of its output type.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator struct out < struct in *p > { z = p->a; };

BEGIN { exit(0); }
