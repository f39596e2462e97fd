/*
 * ASSERTION: associative array elements persist from BEGIN to END.
 */
#pragma D option quiet

BEGIN
{
	a["begin"] = 1;
	exit(0);
}

END
{
	a["end"] = 2;
	printf("%d %d\n", a["begin"], a["end"]);
}
