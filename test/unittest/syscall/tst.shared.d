/*
 * One clause on probes of several system calls and both directions, and
 * two clauses on one probe: probefunc and probename say which fired.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::getppid:entry,
syscall::write:entry,
syscall::write:return,
syscall::openat:return
/pid == $target/
{
	@[probefunc, probename] = count();
}

syscall::write:entry
/pid == $target/
{
	@[probefunc, "entry again"] = count();
}

END
{
	printa("%s %s %@d\n", @);
}
