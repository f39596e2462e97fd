/*
 * ASSERTION: A newline inside a string constant.
 */

BEGIN
{
	printf("abc
def");
}
