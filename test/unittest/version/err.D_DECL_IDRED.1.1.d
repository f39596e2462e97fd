/*
 * ASSERTION: with D 1.1, strstr is a built-in: declaring it is an error.
 */

#pragma D option version=1.1

int strstr;

BEGIN
{
	exit(0);
}
