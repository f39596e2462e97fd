/*
 * ASSERTION: a variable keeps the type of its first assignment.
 */
BEGIN
{
	x = 1;
	x = "string";
}
