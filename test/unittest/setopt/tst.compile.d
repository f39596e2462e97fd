/*
 * ASSERTION: Compile-time options may be set at run time, to no effect;
 *	setopt() without a value passes "1", which flags such as zdefs refuse,
 *	as in DTrace.
 */

#pragma D option quiet

BEGIN
{
	setopt("zdefs");
	setopt("define", "NAME=1");
	setopt("errtags", "");
	printf("ok\n");
	exit(0);
}
