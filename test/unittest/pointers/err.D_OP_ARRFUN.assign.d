/*
 * ASSERTION: A whole array may not be assigned.
 */

int a[2];
int b[2];

BEGIN
{
	a = b;
	exit(0);
}
