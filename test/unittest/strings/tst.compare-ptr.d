/*
 * ASSERTION: A string compares with a char or void pointer: a null one compares as the empty string.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", (char *)0 == "", (char *)0 != "a", (void *)0 == "",
	    "a" > (void *)NULL);
	exit(0);
}
