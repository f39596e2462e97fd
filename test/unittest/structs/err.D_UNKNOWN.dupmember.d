/*
 * ASSERTION: A member named twice in a struct: DTrace's words and tag, at
 * the line of the second member.
 */

struct foo {
	int x;
	char x;
};

BEGIN
{
	exit(0);
}
