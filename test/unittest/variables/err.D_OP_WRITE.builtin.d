/*
 * ASSERTION: built-in variables cannot be assigned.
 */
BEGIN
{
	pid = 1;
}
