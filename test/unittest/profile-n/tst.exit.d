/*
 * ASSERTION: exit() from a tick ends tracing with its status; END runs,
 * and the tick's clauses do not run after exit().
 *
 * @@exit: 3
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-10ms
{
	n++;
	exit(3);
}

END
{
	printf("end after %d firing\n", n);
}
