/*
 * ASSERTION: #pragma D binding "version" identifier.
 */

#pragma D binding "1.0" myvar
#pragma D binding "1.6.3" myinline
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
