/*
 * ASSERTION: tracemem() takes at most three arguments.
 */

BEGIN
{
	tracemem(123, 4, 4, 4);
}
