/*
 * ASSERTION: The class is provider, module or library.
 */

#pragma D depends_on kernel vmlinux

BEGIN
{
	printf("ok\n");
	exit(0);
}
