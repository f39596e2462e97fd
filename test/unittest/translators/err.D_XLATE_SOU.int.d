/*
 * ASSERTION: a translator's output type must be a struct or union.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

translator int < struct in *p > { x = p->a; };

BEGIN { exit(0); }
