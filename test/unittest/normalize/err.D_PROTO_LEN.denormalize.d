/*
 * ASSERTION: denormalize() takes one argument.
 */

BEGIN
{
	@a = count();
	denormalize(@a, 10);
}
