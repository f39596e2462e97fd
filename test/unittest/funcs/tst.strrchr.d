/*
 * ASSERTION: strrchr() is the string from the last occurrence of the character on.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", strrchr("hello world", 'o'), strrchr("hello world", 'h'),
	    strrchr("hello world", 'l'));
	printf("[%s] [%s]\n", strrchr("/usr/lib/libc.so", '/'), strrchr("aaa", 'a'));
	exit(0);
}
