/*
 * ASSERTION: strjoin() truncates its result to strsize - 1 characters.
 */

#pragma D option quiet
#pragma D option strsize=6

BEGIN
{
	printf("[%s] [%s] [%s]\n", strjoin("", "123"), strjoin("", "12345"),
	    strjoin("", "1234567890"));
	printf("[%s] [%s] [%s]\n", strjoin("123", "abcdefgh"),
	    strjoin("12345", "abcdefgh"), strjoin("1234567890", "abcdefgh"));
	printf("[%s] [%s] [%s]\n", strjoin("123", ""), strjoin("12345", ""),
	    strjoin("1234567890", ""));
	printf("%d\n", strlen(strjoin("abc", "def")));
	exit(0);
}
