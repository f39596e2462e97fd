/*
 * ASSERTION: strstr() is the string from the first occurrence on.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", strstr("foobarbaz", "ba"), strstr("foobarbaz", "baz"),
	    strstr("foobarbaz", "foo"));
	printf("[%s]\n", strstr(strjoin("hello ", "world"), "o w"));
	printf("%d %d\n", strstr("foobarbaz", "x") == 0, strstr("abc", "abcd") == 0);
	exit(0);
}
