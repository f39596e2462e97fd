/*
 * The latency idiom: self->ts set at entry, used and cleared at return;
 * every getppid return finds its entry's timestamp (10 pairs), and none
 * finds a stale one.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	self->ts = timestamp;
}

syscall::getppid:return
/pid == $target && self->ts/
{
	@pairs = count();
	@neg = sum(timestamp < self->ts ? 1 : 0);
	self->ts = 0;
}

syscall::getppid:return
/pid == $target && !self->ts/
{
	@cleared = count();
}

END
{
	printa("pairs %@d\n", @pairs);
	printa("negative %@d\n", @neg);
	printa("cleared %@d\n", @cleared);
}
