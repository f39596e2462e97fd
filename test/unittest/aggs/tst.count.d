/*
 * ASSERTION: count() with no key.
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	@ = count();
	exit(0);
}
