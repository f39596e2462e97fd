/*
 * ASSERTION: speculation() takes no argument.
 */
BEGIN
{
	s = speculation(1);
}
