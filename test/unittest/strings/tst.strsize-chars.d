/*
 * ASSERTION: a string constant's size is its characters and the NUL, and
 * strsize=N holds N characters (Oracle Linux DTrace's rule): lltostr,
 * strjoin, substr, copies and records are cut after the Nth character.
 */
#pragma D option quiet
#pragma D option strsize=7

BEGIN
{
	s = "abcdefghij";
	printf("%d %d %d\n", sizeof("abc"), sizeof(""), sizeof("abcdefghij"));
	printf("%d %d\n", strlen(s), strlen("abcdefg"));
	printf("[%s] [%s]\n", s, lltostr(1234567890));
	printf("[%s] [%s]\n", strjoin("abcd", "efgh"), substr(s, 2));
	trace(s);
	printf("\n");
	exit(0);
}
