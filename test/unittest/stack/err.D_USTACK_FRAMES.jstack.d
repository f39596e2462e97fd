/*
 * ASSERTION: jstack() checks its frame count as ustack() does.
 */

BEGIN
{
	jstack(-1);
	exit(0);
}
