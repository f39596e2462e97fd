/*
 * ASSERTION: pointers compare as unsigned addresses and with NULL.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)0x10;
	q = (char *)0xffffffffffffff00;
	printf("%d %d %d %d\n", p < q, p == p, q != NULL, (char *)NULL == NULL);
	exit(0);
}
