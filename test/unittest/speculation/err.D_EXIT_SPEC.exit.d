/*
 * ASSERTION: exit() may not be speculative.
 */
BEGIN
{
	speculate(1);
	exit(0);
}
