/*
 * ASSERTION: An unknown #pragma D is an error.
 */

#pragma D frobnicate

BEGIN
{
	printf("ok\n");
	exit(0);
}
