/*
 * ASSERTION: offsetof() of a struct D does not know is D_OFFSETOF_TYPE.
 */

BEGIN
{
	trace(offsetof(struct nowhere, m));
	exit(0);
}
