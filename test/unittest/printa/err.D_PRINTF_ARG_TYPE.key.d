/*
 * ASSERTION: A conversion of a printa() format must suit the key it takes.
 */

BEGIN
{
	@a[1] = count();
	printa("%s %@d\n", @a);
}
