/*
 * ASSERTION: an integer inline is a named constant expression.
 */
#pragma D option quiet

inline int ONE = 1;
inline int MAX = 10 * (ONE + 1);

BEGIN
{
	printf("%d %d\n", ONE, MAX + 1);
	exit(0);
}
