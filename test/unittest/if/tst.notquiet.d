/*
 * ASSERTION: without -q, the default output shows the data of the branch
 * that ran.
 */
BEGIN
{
	x = 1;
	if (x)
		trace(10);
	else
		trace(20);
	exit(0);
}
