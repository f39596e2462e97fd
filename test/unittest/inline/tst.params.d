/*
 * An inline with parameters (DTrace's "associative array" inline): each
 * use is the expression with the parameters bound to the keys, converted
 * to the parameters' types.
 */
#pragma D option quiet

inline int twice[int x] = x * 2;
inline string pick[int i, string a, string b] = i ? a : b;
inline uint8_t low[int v] = v;

BEGIN
{
	printf("%d %d %s %s %d\n", twice[21], twice[twice[1]], pick[1, "yes", "no"],
	    pick[0, "yes", "no"], low[0x1ff]);
	exit(0);
}
