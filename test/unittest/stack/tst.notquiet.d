/*
 * ASSERTION: Without -q, stack() follows the probe's heading line.
 */

BEGIN
{
	stack();
	exit(0);
}
