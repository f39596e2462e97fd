/*
 * ASSERTION: Every string subroutine in one clause loads and runs with a large strsize.
 */

#pragma D option quiet
#pragma D option strsize=1024

BEGIN
{
	printf("%d\n", strlen("hello"));
	printf("%s\n", strjoin("a", "b"));
	printf("%s\n", substr("hello", 1, 3));
	printf("%d\n", index("hello", "l"));
	printf("%d\n", rindex("hello", "l"));
	printf("%s\n", strchr("hello", 'l'));
	printf("%s\n", strrchr("hello", 'l'));
	printf("%s\n", strstr("hello", "ll"));
	printf("%s\n", strtok("a b", " "));
	printf("%s\n", basename("/a/b"));
	printf("%s\n", dirname("/a/b"));
	printf("%s\n", lltostr(-42));
	printf("%s\n", lltostr(42, 16));
	printf("%s\n", toupper("hello"));
	printf("%s\n", tolower("HELLO"));
	printf("%d\n", strtoll("0x2a", 16));
	printf("%s\n", cleanpath("/a/./b/../c"));
	printf("%d\n", "abc" < "abd");
	printf("%d\n", index("hello", "lo", 1));
	printf("%s\n", strtok(NULL, " "));
	exit(0);
}
