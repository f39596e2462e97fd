/*
 * ASSERTION: link_ntop() of a type that is neither ARPHRD_ETHER nor
 * ARPHRD_INFINIBAND is an illegal operation, of an address that cannot be
 * read an invalid address: faults, as in Oracle Linux DTrace.
 */

#pragma D option quiet

BEGIN
{
	trace(link_ntop(-1, alloca(8)));
}

BEGIN
{
	trace(link_ntop(ARPHRD_ETHER, (void *)16));
}

BEGIN
{
	exit(0);
}
