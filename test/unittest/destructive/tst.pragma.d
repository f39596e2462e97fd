/*
 * ASSERTION: #pragma D option destructive permits destructive actions.
 */

#pragma D option destructive
#pragma D option quiet

BEGIN
{
	system("echo allowed");
	exit(0);
}
