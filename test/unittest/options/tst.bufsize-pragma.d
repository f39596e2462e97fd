/*
 * ASSERTION: #pragma D option bufsize sets the buffer size.
 */

#pragma D option quiet
#pragma D option bufsize=16K

BEGIN
{
	printf("ok\n");
	exit(0);
}
