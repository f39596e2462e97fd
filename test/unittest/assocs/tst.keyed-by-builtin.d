/*
 * ASSERTION: built-in variables may be keys.
 */
#pragma D option quiet

BEGIN
{
	seen[pid, execname] = 1;
	printf("%d\n", seen[pid, execname]);
	exit(0);
}
