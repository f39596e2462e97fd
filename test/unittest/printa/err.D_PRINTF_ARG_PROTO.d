/*
 * ASSERTION: A printa() format has no more key conversions than keys.
 */

BEGIN
{
	@a[1] = count();
	printa("%d %d %@d\n", @a);
}
