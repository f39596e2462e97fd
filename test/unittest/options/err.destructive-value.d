/*
 * ASSERTION: destructive takes on/off words or numbers.
 *
 * @@runtest-opts: -xdestructive=please
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
