/*
 * ASSERTION: Built-in identifiers are not the program's to bind.
 */

#pragma D binding "1.0" pid

BEGIN
{
	printf("ok\n");
	exit(0);
}
