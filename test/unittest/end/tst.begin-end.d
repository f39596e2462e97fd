/*
 * ASSERTION: BEGIN output comes before END output.
 */

#pragma D option quiet

END
{
	printf("end\n");
}

BEGIN
{
	printf("begin\n");
	exit(0);
}
