/*
 * errno: -ret for a failed system call (write to fd -1: EBADF = 9), 0 for
 * one that succeeds (getppid), and 0 outside syscall return probes.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	printf("write(%d, %d) errno at entry %d\n", (int)arg0, arg2, errno);
}

syscall::write:return
/pid == $target/
{
	printf("write returned %d errno %d\n", (int)arg0, errno);
}

syscall::getppid:return
/pid == $target/
{
	@[errno] = count();
}

END
{
	printa("getppid errno %d: %@d\n", @);
}
