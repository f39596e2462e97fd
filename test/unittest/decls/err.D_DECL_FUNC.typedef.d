/*
 * ASSERTION: a typedef of a function type is refused (not supported).
 */

typedef int f_t(int);

BEGIN
{
	exit(0);
}
