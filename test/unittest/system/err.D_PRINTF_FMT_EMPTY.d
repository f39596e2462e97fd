/*
 * ASSERTION: system()'s command may not be empty.
 */

BEGIN
{
	system("");
	exit(0);
}
