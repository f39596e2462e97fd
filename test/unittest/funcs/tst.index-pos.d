/*
 * ASSERTION: index() starts at a position: a negative one is 0; at or past the end nothing is found, but the empty string is found at the end.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", index("abcabc", "bc", 0), index("abcabc", "bc", 1),
	    index("abcabc", "bc", 2), index("abcabc", "bc", 5));
	printf("%d %d %d\n", index("abcabc", "bc", -5), index("abcabc", "bc", 6),
	    index("abcabc", "bc", 100));
	printf("%d %d %d %d\n", index("abc", "", 1), index("abc", "", 3),
	    index("abc", "", 10), index("abc", "", -2));
	exit(0);
}
