/*
 * ASSERTION: A fault in a predicate is reported "in predicate"; the
 * clause's actions do not run.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
/10 / z == 1/
{
	printf("not printed\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
