/*
 * ASSERTION: Without errtags a compile error has no tag.
 */

BEGIN
{
	x = ;
}
