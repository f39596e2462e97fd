/*
 * ASSERTION: A string does not compare with an integer in a predicate either.
 */

BEGIN
/probename >= 2/
{
	exit(0);
}
