/*
 * ASSERTION: clause-local variables start at 0 in every probe firing.
 */
#pragma D option quiet

this int n;

BEGIN
{
	this->n = 5;
	exit(0);
}

END
{
	printf("%d\n", this->n);
}
