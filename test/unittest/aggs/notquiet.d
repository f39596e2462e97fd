/*
 * ASSERTION: Aggregations are not data-recording: without -q only the BEGIN line precedes them.
 */

BEGIN
{
	@ = count();
}

BEGIN
{
	exit(0);
}
