/*
 * ASSERTION: strstr() takes two strings.
 */

BEGIN
{
	trace(strstr("abc", 98));
	exit(0);
}
