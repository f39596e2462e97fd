/*
 * ASSERTION: printf() with no conversions.
 */

#pragma D option quiet

BEGIN
{
	printf("plain text\n");
	exit(0);
}
