/*
 * ASSERTION: sum() of negative values prints a signed value.
 */

#pragma D option quiet

BEGIN
{
	@s = sum(-5);
	@s = sum(-10);
	exit(0);
}
