/*
 * ASSERTION: trace() of signed integers of each size (quiet: no padding).
 */

#pragma D option quiet

BEGIN
{
	trace((char)-2);
	trace("\n");
	trace((short)-2);
	trace("\n");
	trace(-2);
	trace("\n");
	trace((long long)-2);
	trace("\n");
	trace(1234567890123);
	trace("\n");
	exit(0);
}
