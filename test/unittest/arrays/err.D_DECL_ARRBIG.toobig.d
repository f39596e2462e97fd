/*
 * ASSERTION: an array dimension above 2^32 - 1 is refused (DTrace's
 * D_DECL_ARRBIG).
 */
int x[88294967295];

BEGIN
{
	exit(1);
}
