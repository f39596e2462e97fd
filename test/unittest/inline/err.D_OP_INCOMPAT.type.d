/*
 * ASSERTION: an inline's value must have a compatible type.
 */
inline int X = "string";

BEGIN
{
	exit(0);
}
