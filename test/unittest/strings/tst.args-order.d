/*
 * ASSERTION: Subroutine arguments are evaluated left to right.
 */

#pragma D option quiet

BEGIN
{
	i = 0;
	printf("[%s]\n", strjoin(lltostr(i++), lltostr(i++)));
	printf("[%s] %d\n", substr("abcdef", i++, i++), i);
	printf("%d\n", index(lltostr(i++), lltostr(i++), i++));
	exit(0);
}
