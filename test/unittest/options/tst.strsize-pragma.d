/*
 * ASSERTION: #pragma D option strsize limits strings.
 */

#pragma D option quiet
#pragma D option strsize=4

BEGIN
{
	printf("%s|\n", "abcdefghijk");
	exit(0);
}
