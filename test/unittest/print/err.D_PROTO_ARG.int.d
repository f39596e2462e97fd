/*
 * ASSERTION: print() takes a pointer.
 */
BEGIN
{
	print(1);
	exit(1);
}
