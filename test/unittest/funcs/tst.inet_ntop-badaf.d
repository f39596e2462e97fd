/*
 * ASSERTION: inet_ntop() of a family other than AF_INET and AF_INET6 is an
 * illegal operation.
 */
#pragma D option quiet

BEGIN
{
	a = alloca(16);
	trace(inet_ntop(3, a));
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
