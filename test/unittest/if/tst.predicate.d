/*
 * ASSERTION: if inside a clause with a predicate.
 */
#pragma D option quiet

BEGIN
/1/
{
	if (0)
		printf("no\n");
	else
		printf("yes\n");
	exit(0);
}
