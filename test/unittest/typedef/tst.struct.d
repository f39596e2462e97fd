/*
 * ASSERTION: typedef names declare variables and cast.
 */
#pragma D option quiet

typedef int myint_t;
typedef struct pt {
	myint_t x;
} pt_t;

pt_t v;
myint_t n;

BEGIN
{
	v.x = 7;
	n = (myint_t)v.x * 2;
	printf("%d %d %d\n", v.x, n, sizeof (pt_t));
	exit(0);
}
