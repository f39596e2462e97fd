/*
 * ASSERTION: strtok() takes two arguments.
 */

BEGIN
{
	trace(strtok("abc"));
	exit(0);
}
