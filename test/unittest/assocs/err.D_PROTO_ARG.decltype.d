/*
 * ASSERTION: keys must match the declared key types.
 */
int a[string];

BEGIN
{
	a[1] = 2;
}
