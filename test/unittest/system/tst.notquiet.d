/*
 * ASSERTION: Without -q, the command's output follows the probe's heading
 * line.
 */

#pragma D option destructive

BEGIN
{
	system("echo hi");
	exit(0);
}
