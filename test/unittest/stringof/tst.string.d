/*
 * ASSERTION: stringof of a string is the string.
 */
#pragma D option quiet

BEGIN
{
	printf("%s %s\n", stringof("abc"), stringof(execname));
	exit(0);
}
