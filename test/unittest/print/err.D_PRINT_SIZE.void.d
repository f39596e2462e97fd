/*
 * ASSERTION: print() needs to know the size of what the pointer points to.
 */
BEGIN
{
	print((void *)0);
	exit(1);
}
