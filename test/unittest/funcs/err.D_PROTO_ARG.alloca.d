/*
 * ASSERTION: alloca() takes a size.
 */
BEGIN
{
	alloca("8");
}
