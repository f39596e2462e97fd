/*
 * ASSERTION: Calling an undefined function.
 */

BEGIN
{
	nosuchfunc(1);
}
