/*
 * ASSERTION: strlen() of a string longer than strsize is strsize - 1.
 */

#pragma D option quiet
#pragma D option strsize=6

BEGIN
{
	printf("%d %d %d\n", strlen("123456789"), strlen("12345"), strlen("1234"));
	exit(0);
}
