/*
 * ASSERTION: a process is progeny of itself, of init and of the swapper
 * (pid 0, the root of the tree), not of a pid that does not exist.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", progenyof(pid), progenyof(ppid), progenyof(1),
	    progenyof(0), progenyof(-1));
	exit(0);
}
