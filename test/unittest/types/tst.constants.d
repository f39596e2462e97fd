/*
 * ASSERTION: Decimal, octal, hexadecimal and character constants.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", 0x10, 010, 10, 'A');
	exit(0);
}
