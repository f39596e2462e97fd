/*
 * ASSERTION: A printa() format has valid conversions.
 */

BEGIN
{
	@a = count();
	printa("%@z\n", @a);
}
