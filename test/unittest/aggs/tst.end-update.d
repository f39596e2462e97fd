/*
 * ASSERTION: Aggregations updated in END print at exit with END's updates.
 */

#pragma D option quiet

BEGIN
{
	@ = count();
	exit(0);
}

END
{
	@ = count();
	@e["end"] = sum(5);
}
