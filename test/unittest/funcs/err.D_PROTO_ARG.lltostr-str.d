/*
 * ASSERTION: lltostr() takes an integer.
 */

BEGIN
{
	trace(lltostr("12"));
	exit(0);
}
