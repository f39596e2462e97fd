/*
 * ASSERTION: exit() under an if that does not run does not end tracing.
 *
 * @@exit: 4
 */
#pragma D option quiet

BEGIN
{
	x = 0;
	if (x)
		exit(3);
	printf("still running\n");
}

BEGIN
{
	exit(4);
}
