/*
 * ASSERTION: Every string subroutine's result holds at most strsize - 1 characters.
 */

#pragma D option quiet
#pragma D option strsize=6

BEGIN
{
	printf("[%s] [%s] [%s]\n", strjoin("abc", "defgh"), substr("abcdefghij", 1),
	    toupper("abcdefghij"));
	printf("[%s] [%s] [%s]\n", tolower("ABCDEFGHIJ"), lltostr(123456789),
	    basename("/x/abcdefghij"));
	printf("[%s] [%s] [%s]\n", strchr("abcdefghij", 'b'), strstr("abcdefghij", "c"),
	    cleanpath("/abcdefghij"));
	printf("[%s] %d %d\n", strtok("abcdefghij", ","), strlen("abcdefghij"),
	    index("abcdefghij", "f"));
	exit(0);
}
