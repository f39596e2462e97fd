/*
 * ASSERTION: substr() with a negative index counts from the end; what lies before the start shortens the count.
 */

#pragma D option quiet

BEGIN
{
	printf("%3d [%s] [%s]\n", -10, substr("abcde", -10), substr("abcde", -10, 3));
	printf("%3d [%s] [%s]\n", -8, substr("abcde", -8), substr("abcde", -8, 3));
	printf("%3d [%s] [%s]\n", -7, substr("abcde", -7), substr("abcde", -7, 3));
	printf("%3d [%s] [%s]\n", -6, substr("abcde", -6), substr("abcde", -6, 3));
	printf("%3d [%s] [%s]\n", -5, substr("abcde", -5), substr("abcde", -5, 3));
	printf("%3d [%s] [%s]\n", -4, substr("abcde", -4), substr("abcde", -4, 3));
	printf("%3d [%s] [%s]\n", -2, substr("abcde", -2), substr("abcde", -2, 3));
	printf("%3d [%s] [%s]\n", -1, substr("abcde", -1), substr("abcde", -1, 3));
	exit(0);
}
