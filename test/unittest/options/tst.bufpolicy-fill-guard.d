/*
 * ASSERTION: under bufpolicy=fill an exit() in an if branch that did not run
 *	does not stop tracing: the records are looked at for exit() as they
 *	are buffered, and an untaken branch's records are skipped there too.
 */

#pragma D option quiet
#pragma D option bufpolicy=fill

int i;

tick-10ms
{
	i = i + 1;
	if (i < 0) {
		exit(3);
	}
}

tick-10ms
/i == 5/
{
	printf("five\n");
	exit(0);
}
