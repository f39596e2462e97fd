/*
 * ASSERTION: an inline's expression is evaluated where it is used.
 */
#pragma D option quiet

inline int MYPID = pid;

BEGIN
{
	printf("%d\n", MYPID == pid);
	x = 5;
	exit(0);
}
