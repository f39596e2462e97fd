/*
 * ASSERTION: #pragma D attributes needs attributes and a name.
 */

#pragma D attributes Stable/Stable/Common

BEGIN
{
	printf("ok\n");
	exit(0);
}
