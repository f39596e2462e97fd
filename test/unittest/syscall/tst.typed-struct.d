/*
 * A struct pointer argument: clock_nanosleep's request (args[2], a
 * const struct __kernel_timespec *) points into the process, so, as in
 * DTrace, it is read with copyin() (a direct args[2]->tv_sec would read
 * kernel memory at a user address: tst.typed-userptr.sh); the copy has the
 * kernel's type, members and size.
 * @@trigger: syscall-calls
 */
#pragma D option quiet

syscall::clock_nanosleep:entry
/pid == $target/
{
	this->ts = (struct __kernel_timespec *)copyin((uintptr_t)args[2],
	    sizeof(*args[2]));
	printf("clock %d flags %d request %d s %d ns (%d bytes) remain %p\n",
	    args[0], args[1], this->ts->tv_sec, this->ts->tv_nsec,
	    sizeof(*args[2]), args[3]);
}
