/*
 * ASSERTION: A program may not depend on a library.
 */

#pragma D depends_on library net.d

BEGIN
{
	printf("ok\n");
	exit(0);
}
