/*
 * openat's path through copyinstr(arg1), its flags, and on return the
 * value (arg0 and arg1) and errno of a failed open (ENOENT = 2).
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	printf("%s:%s:%s:%s dfd %d path %s flags %d\n", probeprov, probemod,
	    probefunc, probename, (int)arg0, copyinstr(arg1), arg2);
}

syscall::openat:return
/pid == $target/
{
	printf("%s %d %d errno %d\n", probename, (int)arg0, (int)arg1, errno);
}
