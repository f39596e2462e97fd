/*
 * ASSERTION: A width beyond the type is D_DECL_BFSIZE, in DTrace's words.
 */

struct s {
	char c : 9;
} v;

BEGIN
{
	exit(0);
}
