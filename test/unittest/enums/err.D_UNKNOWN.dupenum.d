/*
 * ASSERTION: An enumerator named twice in one enum: DTrace's words and
 * tag (not "identifier redeclared", which is for a name another
 * declaration gave).
 */

enum foo {
	x = 3,
	x = 4
};

BEGIN
{
	exit(0);
}
