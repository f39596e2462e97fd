/*
 * syscall::getppid: entry and return fire once per call of the trigger
 * (10 calls), and exit_group:entry once with its argument.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	@entry = count();
}

syscall::getppid:return
/pid == $target/
{
	@ret = count();
}

syscall::exit_group:entry
/pid == $target/
{
	printf("exit_group(%d)\n", arg0);
}

END
{
	printa("entry %@d\n", @entry);
	printa("return %@d\n", @ret);
}
