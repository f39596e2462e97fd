/*
 * ASSERTION: An enumerator's value beyond INT_MAX, in DTrace's words, at
 * the line the parser reached (what follows the enumerator).
 */

enum foo {
	toobig = 0x80000000
};

BEGIN
{
	exit(0);
}
