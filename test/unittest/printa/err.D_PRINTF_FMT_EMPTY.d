/*
 * ASSERTION: A printa() format is not empty.
 */

BEGIN
{
	@a = count();
	printa("", @a);
}
