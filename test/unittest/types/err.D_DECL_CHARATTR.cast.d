/*
 * ASSERTION: char takes neither short nor long, in a cast too.
 */

BEGIN
{
	x = (long char)1;
	exit(0);
}
