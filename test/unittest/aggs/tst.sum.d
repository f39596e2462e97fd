/*
 * ASSERTION: sum() with no key.
 */

#pragma D option quiet

BEGIN
{
	@s = sum(5);
	@s = sum(10);
	exit(0);
}
