/*
 * ASSERTION: execname in BEGIN is the dtrace command.
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", execname);
	exit(0);
}
