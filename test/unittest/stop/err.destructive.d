/*
 * ASSERTION: stop() is destructive: without -w, tracing does not start.
 */

BEGIN
{
	stop();
}
