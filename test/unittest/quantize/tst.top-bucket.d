/*
 * ASSERTION: the top bucket (values >= 2^62) is data even when it is the
 * only bucket with data, as in Oracle DTrace: it is printed with the
 * bucket below it, values wider than the column as they are.
 */
#pragma D option quiet

BEGIN
{
	@ = quantize(0x7000000000000000);
	@ = quantize(0x4000000000000000);
	@ = quantize(9223372036854775807);
	exit(0);
}
