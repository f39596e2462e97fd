/*
 * ASSERTION: #pragma D depends_on a provider or module that exists.
 */

#pragma D depends_on provider dtrace
#pragma D depends_on module vmlinux
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
