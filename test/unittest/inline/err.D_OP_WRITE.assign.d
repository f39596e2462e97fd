/*
 * ASSERTION: an inline cannot be assigned.
 */
inline int X = 1;

BEGIN
{
	X = 2;
}
