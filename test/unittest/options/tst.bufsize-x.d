/*
 * ASSERTION: -x bufsize takes a size with a k/m/g suffix.
 *
 * @@runtest-opts: -xbufsize=1m
 */

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
