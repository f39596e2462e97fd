/*
 * ASSERTION: once the consumer has printed a committed speculation, its id
 * is free again: END gets the same id.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	speculate(a);
	printf("first %d\n", a);
}

BEGIN
{
	commit(a);
}

BEGIN
{
	exit(0);
}

END
{
	b = speculation();
	speculate(b);
	printf("second %d\n", b);
}

END
{
	commit(b);
}
