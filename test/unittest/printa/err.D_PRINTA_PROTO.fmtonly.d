/*
 * ASSERTION: printa() with a format needs an aggregation too.
 */

BEGIN
{
	printa("%@d\n");
}
