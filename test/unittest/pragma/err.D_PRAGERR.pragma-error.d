/*
 * ASSERTION: #pragma error is #error.
 */

#pragma error stop here

BEGIN
{
	printf("ok\n");
	exit(0);
}
