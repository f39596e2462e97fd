/*
 * ASSERTION: stack() in a probe that fires in user space (BEGIN is a
 * uprobe in dtrace itself) records the kernel stack, which is empty: a
 * newline and no frame.
 */

#pragma D option quiet

BEGIN
{
	printf("[");
	stack();
	printf("]\n");
	exit(0);
}
