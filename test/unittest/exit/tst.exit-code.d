/*
 * ASSERTION: A test whose expected exit status is not 0.
 */

#pragma D option quiet

/* @@exit: 5 */

BEGIN
{
	exit(5);
}
