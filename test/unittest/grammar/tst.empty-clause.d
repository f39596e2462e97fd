/*
 * ASSERTION: An empty clause is accepted.
 */

#pragma D option quiet

BEGIN
{
}

BEGIN
{
	exit(0);
}
