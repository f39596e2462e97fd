/*
 * ASSERTION: A string does not compare with a pointer to something else than char or void, even a null one.
 */

BEGIN
{
	trace((int *)0 == "abc");
	exit(0);
}
