/*
 * ASSERTION: -b sets the buffer size.
 *
 * @@runtest-opts: -b 64k
 */

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
