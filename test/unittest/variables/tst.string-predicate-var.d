/*
 * ASSERTION: a string variable may be traced and printed with %s width.
 */
#pragma D option quiet

BEGIN
{
	name = "dtrace";
	printf("[%10s] [%-10s]\n", name, name);
	trace(name);
	printf("\n");
	exit(0);
}
