/*
 * ASSERTION: strchr() is the string from the first occurrence of the character on; the character is a char.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", strchr("hello world", 'o'), strchr("hello world", 'h'),
	    strchr("hello world", 'd'));
	printf("[%s] [%s]\n", strchr("a/b/c", '/'), strchr("abc", 0x162));
	exit(0);
}
