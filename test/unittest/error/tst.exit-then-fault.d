/*
 * ASSERTION: A clause that calls exit() and then faults still ends tracing
 * (exit() took effect; its record is lost with the clause's other records,
 * so the status is 0), and END fires.
 *
 * @@timeout: 10
 */

#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
{
	exit(3);
	x = 1 / z;
}

END
{
	printf("end\n");
}
