/*
 * ASSERTION: A command's failure is its own business: tracing goes on.
 */

#pragma D option destructive
#pragma D option quiet

BEGIN
{
	system("exit 3");
	system("no-such-command-xyz 2>/dev/null");
	printf("still here\n");
	exit(0);
}
