/*
 * ASSERTION: Escape sequences in string constants.
 */

#pragma D option quiet

BEGIN
{
	printf("a\tb\\c\"d\101\n");
	exit(0);
}
