/*
 * ASSERTION: system()'s format is checked against its arguments' types.
 */

BEGIN
{
	system("echo %s", 1);
	exit(0);
}
