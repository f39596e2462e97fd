/*
 * ASSERTION: NULL is a void pointer 0.
 */
#pragma D option quiet

BEGIN
{
	p = NULL;
	printf("%d %d %d\n", p == NULL, NULL == 0, sizeof (NULL));
	exit(0);
}
