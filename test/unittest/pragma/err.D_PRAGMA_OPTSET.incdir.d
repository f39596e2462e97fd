/*
 * ASSERTION: The preprocessor's options cannot be set from a D program.
 */

#pragma D option incdir=/tmp

BEGIN
{
	printf("ok\n");
	exit(0);
}
