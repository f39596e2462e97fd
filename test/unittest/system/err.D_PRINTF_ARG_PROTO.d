/*
 * ASSERTION: system()'s format is checked against its arguments.
 */

BEGIN
{
	system("echo %d %d", 1);
	exit(0);
}
