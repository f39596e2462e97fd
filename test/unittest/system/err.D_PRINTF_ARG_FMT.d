/*
 * ASSERTION: system()'s first argument is a format: a string constant.
 */

BEGIN
{
	system(execname);
	exit(0);
}
