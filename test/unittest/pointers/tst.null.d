/*
 * ASSERTION: NULL is DTrace's `inline long NULL = 0`, whose uses are the
 * int constant 0 (sizeof (NULL) is 4, as in Oracle Linux DTrace).
 */
#pragma D option quiet

BEGIN
{
	p = NULL;
	printf("%d %d %d\n", p == NULL, NULL == 0, sizeof (NULL));
	exit(0);
}
