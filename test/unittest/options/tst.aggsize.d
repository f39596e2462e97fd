/*
 * ASSERTION: -x aggsize sizes the aggregation buffer.
 *
 * @@runtest-opts: -xaggsize=64k
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	exit(0);
}
