/*
 * ASSERTION: enumerators count up from 0 or from an explicit value.
 */
#pragma D option quiet

enum color {
	RED,
	GREEN = 5,
	BLUE,
	BLACK = -1
};

enum color c;

BEGIN
{
	c = BLUE;
	printf("%d %d %d %d %d %d\n", RED, GREEN, BLUE, BLACK, c, c == BLUE);
	exit(0);
}
