/*
 * ASSERTION: An error in a predicate found when the slash closes it names the line the parser reached.
 */

BEGIN
/"a" | "b"/
{
	exit(0);
}
