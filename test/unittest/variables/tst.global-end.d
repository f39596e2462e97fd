/*
 * ASSERTION: a global assigned in BEGIN is seen by END.
 */
#pragma D option quiet

BEGIN
{
	n = 7;
	msg = "from BEGIN";
	exit(0);
}

END
{
	printf("%d %s\n", n, msg);
}
