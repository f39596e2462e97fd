/*
 * ASSERTION: When BEGIN calls exit(), no tick clause runs.
 */

#pragma D option quiet

tick-5000
{
	printf("tick\n");
}

BEGIN
{
	printf("begin\n");
	exit(0);
}

END
{
	printf("end\n");
}
