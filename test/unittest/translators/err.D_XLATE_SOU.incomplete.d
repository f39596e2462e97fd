/*
 * ASSERTION: a translator's output type must be complete.
 */
struct in { int a; char s[4]; };
struct out { int x; long y; };

struct later;
translator struct later < struct in *p > { x = p->a; };

BEGIN { exit(0); }
