/*
 * ASSERTION: raise()'s argument is a signal number.
 */

BEGIN
{
	raise("USR1");
	exit(0);
}
