/*
 * ASSERTION: an access that starts inside alloca() memory but ends past
 * it is an invalid size.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(8);
	trace(*(uint64_t *)(a + 4));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
