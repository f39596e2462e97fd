/*
 * ASSERTION: A destructive action inside an if statement counts too.
 */

BEGIN
{
	if (pid > 0)
		stop();
	exit(0);
}
