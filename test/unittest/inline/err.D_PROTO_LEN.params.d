/* An inline with parameters takes as many keys as it has parameters. */
inline int twice[int x] = x * 2;

BEGIN
{
	trace(twice[1, 2]);
}
