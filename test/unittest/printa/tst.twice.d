/*
 * ASSERTION: printa() prints a snapshot: what the aggregation holds when
 * the consumer reaches the record, here after the whole BEGIN clause ran.
 * Two printa() of one aggregation print it twice.
 */

#pragma D option quiet

BEGIN
{
	@ = sum(1);
	printa(@);
	@ = sum(10);
	printa(@);
	exit(0);
}
