/*
 * ASSERTION: built-in variables cannot be incremented.
 */
BEGIN
{
	timestamp++;
}
