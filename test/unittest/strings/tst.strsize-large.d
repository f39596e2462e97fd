/*
 * ASSERTION: String subroutines work with a large strsize.
 */

#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	printf("%d\n", strlen(strjoin(strjoin(strjoin("0123456789", "0123456789"),
	    strjoin("0123456789", "0123456789")), "0123456789")));
	printf("[%s]\n", substr(strjoin("abc", "def"), -4, 2));
	printf("%d %d\n", rindex(strjoin("abcabc", "abc"), "ca"), "b" > "a");
	printf("[%s] [%s]\n", cleanpath("/a/b/../c"), strtok(" x y", " "));
	exit(0);
}
