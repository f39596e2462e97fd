/*
 * ASSERTION: a function name is not a variable.
 */
BEGIN
{
	x = copyinstr;
}
