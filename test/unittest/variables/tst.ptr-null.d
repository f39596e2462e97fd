/*
 * ASSERTION: a pointer variable may be given 0 and NULL besides pointers.
 */
#pragma D option quiet

BEGIN
{
	x = curthread;
	x = 0;
	printf("%d\n", x == NULL);
	x = NULL;
	x = curthread->real_parent;
	printf("%d\n", x != NULL);
	exit(0);
}
