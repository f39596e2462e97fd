/* A system call this kernel does not have matches no probe. */
syscall::nosuchcall:entry
{
}
