/*
 * arg0..arg5 of a six-argument system call (splice(-1, 11, -1, 22, 33,
 * 44)), arg6..arg9 0 at entry; on return arg0 = arg1 = the return value
 * (-EINVAL: the flags are not valid) and arg2.. 0.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::splice:entry
/pid == $target/
{
	printf("entry %d %d %d %d %d %d %d %d %d %d\n", (int)arg0, arg1,
	    (int)arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9);
}

syscall::splice:return
/pid == $target/
{
	printf("return %d %d %d %d\n", (int)arg0, (int)arg1, arg2, arg5);
}
