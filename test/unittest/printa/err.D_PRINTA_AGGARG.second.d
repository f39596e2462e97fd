/*
 * ASSERTION: Every argument after the format of printa() is an aggregation.
 */

BEGIN
{
	@a = count();
	printa(@a, 2);
}
