/*
 * ASSERTION: An unclosed parenthesis in a predicate is named at the line of what follows the closing slash.
 */

BEGIN
/(1
/
{
	exit(0);
}
