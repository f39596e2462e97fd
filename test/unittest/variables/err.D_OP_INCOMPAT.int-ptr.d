/*
 * ASSERTION: a variable may not change type: an integer variable takes no
 * pointer (x = pid; x = curthread), as in DTrace.
 */
BEGIN
{
	x = pid;
	x = curthread;
}
