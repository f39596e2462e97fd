/*
 * ASSERTION: pointer arithmetic scales by the size of the pointed-to type.
 */
#pragma D option quiet

BEGIN
{
	p = (int *)16;
	q = p + 2;
	r = q - 1;
	c = (char *)16 + 2;
	printf("%d %d %d %d\n", (long)q, (long)r, q - p, (long)c);
	exit(0);
}
