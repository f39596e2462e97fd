/*
 * ASSERTION: a variable cannot have an incomplete type.
 */
struct incomplete;
struct incomplete v;

BEGIN
{
	exit(0);
}
