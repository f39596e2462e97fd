/*
 * ASSERTION: A signal number out of range is an illegal operation at run
 * time; the clause records nothing.
 */

#pragma D option destructive
#pragma D option quiet

BEGIN
{
	printf("not printed\n");
	raise(0);
}

BEGIN
{
	printf("not printed\n");
	raise(65);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
