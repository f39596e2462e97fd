/*
 * ASSERTION: printa() with a format, of an integer.
 */

BEGIN
{
	printa("%d", 123);
}
