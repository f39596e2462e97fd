/*
 * ASSERTION: rw_read_held() takes a pointer (DTrace's message).
 */

BEGIN
{
	trace(rw_read_held(1));
	exit(0);
}
