/*
 * ASSERTION: A clause with two probe descriptions fires for each probe.
 */

#pragma D option quiet

BEGIN,
END
{
	printf("fired\n");
}

BEGIN
{
	exit(0);
}
