/*
 * Typed args[] at entry: openat's prototype (int dfd, const char *filename,
 * int flags, umode_t mode), so copyinstr(args[1]) reads the path and
 * args[0] is the (negative) AT_FDCWD as an int; at return args[0] and
 * args[1] are the return value, a long.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	printf("openat(%d, \"%s\", %d, %d) sizes %d %d %d\n", args[0],
	    copyinstr(args[1]), args[2], args[3], sizeof(args[0]),
	    sizeof(args[1]), sizeof(args[3]));
}

syscall::openat:return
/pid == $target/
{
	printf("returned %d %d (size %d) errno %d\n", args[0], args[1],
	    sizeof(args[0]), errno);
}
