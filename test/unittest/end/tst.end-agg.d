/*
 * ASSERTION: Aggregations updated in END are printed at exit.
 */

#pragma D option quiet

BEGIN
{
	exit(0);
}

END
{
	@ = count();
}
