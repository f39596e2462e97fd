/*
 * ASSERTION: a variable may not change type: a pointer variable takes no
 * other integer than 0 (x = curthread; x = pid), as in DTrace.
 */
BEGIN
{
	x = curthread;
	x = pid;
}
