/*
 * ASSERTION: BEGIN's output comes before any tick's, even at the highest
 * rate (ticks do not record before BEGIN has fired).
 */

#pragma D option quiet

tick-5000
{
	printf("tick\n");
	exit(0);
}

BEGIN
{
	printf("begin\n");
}
