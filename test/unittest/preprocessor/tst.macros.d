/*
 * ASSERTION: Object-like and function-like macros, #if, #ifdef, #else.
 *
 * @@runtest-opts: -C
 */

#pragma D option quiet

#define TWICE(x)	((x) * 2)
#define GREETING	"hello"
#if TWICE(2) == 4
#define OK 1
#else
#define OK 0
#endif

BEGIN
#ifdef GREETING
{
	printf("%s %d %d\n", GREETING, TWICE(21), OK);
	exit(0);
}
#else
{
	exit(1);
}
#endif
