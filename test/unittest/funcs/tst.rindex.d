/*
 * ASSERTION: rindex() finds the last occurrence, -1 if none.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", rindex("foobarbaz", "ba"), rindex("foobarbaz", "o"),
	    rindex("foobarbaz", "f"), rindex("foobarbaz", "x"));
	printf("%d %d\n", rindex("aaa", "aa"), rindex("abc", "abcd"));
	exit(0);
}
