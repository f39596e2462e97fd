/*
 * ASSERTION: panic() is refused.
 */

#pragma D option destructive

BEGIN
{
	panic();
}
