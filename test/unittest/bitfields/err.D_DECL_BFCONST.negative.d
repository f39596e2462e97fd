/*
 * ASSERTION: A negative bit-field width is D_DECL_BFCONST.
 */

struct s {
	int a : -1;
} v;

BEGIN
{
	exit(0);
}
