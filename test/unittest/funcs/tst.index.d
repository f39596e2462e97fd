/*
 * ASSERTION: index() finds the first occurrence, -1 if none.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", index("foobarbaz", "ba"), index("foobarbaz", "baz"),
	    index("foobarbaz", "f"), index("foobarbaz", "x"));
	printf("%d %d %d\n", index("foobarbaz", "foobarbaz"),
	    index("foobarbaz", "foobarbazz"), index("aaa", "aa"));
	exit(0);
}
