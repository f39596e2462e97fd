/*
 * ASSERTION: C's static, register and auto storage classes have no place
 * in D: DTrace's tag and words.
 */

static int x;

BEGIN
{
	exit(0);
}
