/*
 * ASSERTION: Values from factor^(high + 1) up go to ">= ..." and the
 * negative ones down to "<= -...", however large.
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(1000, 10, 0, 2, 10);
	@ = llquantize(0x7fffffffffffffff, 10, 0, 2, 10);
	@ = llquantize(-1000, 10, 0, 2, 10);
	@ = llquantize((long long)0x8000000000000000, 10, 0, 2, 10);
	exit(0);
}
