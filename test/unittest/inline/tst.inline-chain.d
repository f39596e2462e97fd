/*
 * ASSERTION: an inline may use another inline that is not a constant,
 * through several levels and beside casts: each use is the used inline's
 * expression converted to its type.  (A second use of a converted inline
 * once crashed dtrace.)
 */
#pragma D option quiet

inline int a = pid;
inline int b = a + 1;
inline int64_t c = (int64_t)b * 2 + a;
inline uint8_t d = c;

BEGIN
{
	printf("%d %d %d\n", b - pid, c - 3 * pid, d == (uint8_t)(3 * pid + 2));
	exit(0);
}
