/*
 * ASSERTION: dereferencing an invalid pointer is a run-time fault; the
 * clause stops, the next clause runs.
 */
#pragma D option quiet

BEGIN
{
	p = (int *)8;
	printf("not printed %d\n", *p);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
