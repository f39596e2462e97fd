/*
 * ASSERTION: a clause whose several probe descriptions match the same
 * probe runs once per matching description, as in DTrace (each description
 * is an enabling of its own): BEGIN three times, getppid() twice per call.
 *
 * @@trigger: syscall-calls
 */
#pragma D option quiet

BEGIN, dtrace:::BEGIN, dtrace::: /probename == "BEGIN"/
{
	n++;
}

BEGIN
{
	printf("%d\n", n);
}

syscall::getppid:entry, syscall::getpp*:entry, syscall::read:entry
/pid == $target/
{
	@[probefunc] = count();
}
