/*
 * ASSERTION: reading before alloca() memory is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(4);
	trace(*(a - 1));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
