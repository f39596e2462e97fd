/*
 * ASSERTION: The version is major[.minor[.micro]].
 */

#pragma D binding "1.x" myvar

BEGIN
{
	printf("ok\n");
	exit(0);
}
