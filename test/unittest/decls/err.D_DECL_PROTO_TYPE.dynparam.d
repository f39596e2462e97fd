/*
 * ASSERTION: a function prototype's parameter may not be declared as an
 * associative array (a dynamic variable); the error names it and its
 * position, as DTrace does.
 */

extern int f(int a,
    char *b[int]);

BEGIN
{
	exit(0);
}
