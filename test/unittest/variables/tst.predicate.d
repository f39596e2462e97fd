/*
 * ASSERTION: variables can be used in predicates.
 */
#pragma D option quiet

BEGIN
{
	go = 1;
}

BEGIN
/go == 1/
{
	printf("yes\n");
}

BEGIN
/go == 2/
{
	printf("no\n");
}

BEGIN
{
	exit(0);
}
