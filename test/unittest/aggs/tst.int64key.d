/*
 * ASSERTION: A 64-bit key prints as " %16lld".
 */

#pragma D option quiet

BEGIN
{
	@c[(long long)-3] = sum(1);
	@c[(long long)5000000000] = sum(2);
	exit(0);
}
