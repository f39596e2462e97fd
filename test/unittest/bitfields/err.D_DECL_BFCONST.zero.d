/*
 * ASSERTION: A named bit-field of zero width is D_DECL_BFCONST.
 */

struct s {
	int a : 2;
	int b : 0;
} v;

BEGIN
{
	exit(0);
}
