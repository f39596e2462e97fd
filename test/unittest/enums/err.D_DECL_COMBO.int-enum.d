/*
 * ASSERTION: an enum body after another type name in one declaration is
 * D_DECL_COMBO at the enum's opening brace.
 */

int enum level
{
	LOW,
	HIGH
} x;

BEGIN
{
	exit(0);
}
