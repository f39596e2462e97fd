/*
 * ASSERTION: a string inline.
 */
#pragma D option quiet

inline string GREETING = "hello";

BEGIN
{
	printf("%s, world\n", GREETING);
	exit(0);
}
