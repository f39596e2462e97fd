/*
 * ASSERTION: A variable's name may not hold D's scoping operator:
 * DTrace's tag and words.
 */

int `xyz;

BEGIN
{
	exit(0);
}
