/* An inline with parameters must be used with a subscript. */
inline int twice[int x] = x * 2;

BEGIN
{
	trace(twice);
}
