/*
 * ASSERTION: rindex() searches back from a position: past the end is the end; before the start nothing is found, but the empty string is found at 0.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", rindex("abcabc", "bc", 6), rindex("abcabc", "bc", 4),
	    rindex("abcabc", "bc", 3), rindex("abcabc", "bc", 0));
	printf("%d %d %d\n", rindex("abcabc", "bc", 100), rindex("abcabc", "bc", -1),
	    rindex("abcabc", "ab", 0));
	printf("%d %d %d %d\n", rindex("abc", ""), rindex("abc", "", 1),
	    rindex("abc", "", 10), rindex("abc", "", -2));
	exit(0);
}
