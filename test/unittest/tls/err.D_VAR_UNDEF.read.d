/*
 * ASSERTION: reading a thread-local that was never declared or assigned is
 * an error.
 */
BEGIN
{
	trace(self->never);
}
