/*
 * ASSERTION: printa() of an unkeyed aggregation: one line with the value.
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	printa(@);
	exit(0);
}
