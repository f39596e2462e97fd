/*
 * ASSERTION: printa() of an aggregation that has no entries yet prints
 * only the leading newline (a format prints nothing).
 */

#pragma D option quiet

BEGIN
/0/
{
	@a = count();
}

BEGIN
{
	printf("start\n");
	printa(@a);
	printa("%@d\n", @a);
	printf("end\n");
	exit(0);
}
