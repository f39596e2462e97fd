/*
 * ASSERTION: A true predicate runs its clause, a false one does not.
 */

#pragma D option quiet

BEGIN
/1/
{
	printf("yes\n");
}

BEGIN
/0/
{
	printf("no\n");
}

BEGIN
{
	exit(0);
}
