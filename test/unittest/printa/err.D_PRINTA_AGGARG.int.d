/*
 * ASSERTION: printa() of an integer.
 */

BEGIN
{
	printa(123);
}
