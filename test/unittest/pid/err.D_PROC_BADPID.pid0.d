/*
 * ASSERTION: pid0 names no process: D_PROC_BADPID, as DTrace says.
 */

pid0:::entry
{
	exit(0);
}
