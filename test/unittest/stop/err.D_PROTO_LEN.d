/*
 * ASSERTION: stop() takes no argument.
 */

BEGIN
{
	stop(1);
}
