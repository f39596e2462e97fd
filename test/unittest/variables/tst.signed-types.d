/*
 * ASSERTION: declared variables convert assigned values to their type.
 */
#pragma D option quiet

short s;
unsigned short us;
int i;
unsigned int ui;

BEGIN
{
	s = 70000;
	us = -1;
	i = 0x1ffffffff;
	ui = -1;
	printf("%d %d %d %u\n", s, us, i, ui);
	exit(0);
}
