/*
 * ASSERTION: A fault in END is reported and fires ERROR (which runs while
 * draining); END's other clauses run.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	exit(0);
}

END
{
	printf("%d\n", 1 / z);
}

END
{
	printf("end\n");
}

ERROR
{
	printf("error %d\n", arg4);
}
