/*
 * ASSERTION: copyout() takes three arguments.
 */

BEGIN
{
	copyout(alloca(1), 0);
}
