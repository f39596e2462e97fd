/*
 * ASSERTION: short long names no type: DTrace fails to resolve it by that name.
 */

BEGIN
{
	x = (long short)1;
	exit(0);
}
