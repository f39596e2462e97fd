/*
 * ASSERTION: The preprocessor's options cannot be set from a D program.
 */

#pragma D option define=FOO

BEGIN
{
	printf("ok\n");
	exit(0);
}
