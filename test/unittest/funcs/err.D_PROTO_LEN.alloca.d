/*
 * ASSERTION: alloca() takes one argument.
 */
BEGIN
{
	alloca();
}
