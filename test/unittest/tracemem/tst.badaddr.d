/*
 * ASSERTION: tracemem() of an address that cannot be read is a run-time
 * error ("invalid address"); the clause records nothing and tracing goes on.
 */

#pragma D option quiet

BEGIN
{
	printf("not printed\n");
	tracemem(8, 16);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
