/*
 * ASSERTION: printf() in BEGIN with a string and an int, then exit(0).
 */

#pragma D option quiet

BEGIN
{
	printf("hello %s %d\n", "world", 42);
	exit(0);
}
