/*
 * ASSERTION: substr() takes its index and count from expressions evaluated at run time, left to right.
 */

#pragma D option quiet

BEGIN
{
	i = 1;
	printf("[%s]\n", substr("abcdefgh", i, i + 2));
	printf("[%s]\n", substr("abcdefgh", i++, i++));
	printf("%d\n", i);
	i = -3;
	printf("[%s]\n", substr("abcdefgh", i));
	printf("[%s]\n", substr("abcdefgh", i * 2, -i));
	exit(0);
}
