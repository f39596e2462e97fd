/*
 * ASSERTION: The %c conversion and %%.
 */

#pragma D option quiet

BEGIN
{
	printf("%c%c%c|%5c|%-3c|\n", 65, 66, 67, 120, 121);
	printf("100%%\n");
	exit(0);
}
