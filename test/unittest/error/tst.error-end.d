/*
 * ASSERTION: END still fires after ERROR called exit().
 */

#pragma D option quiet

ERROR
{
	printf("error fired\n");
	exit(0);
}

END
{
	printf("end fired\n");
}

BEGIN
{
	trace(copyinstr(0));
	exit(1);
}
