/*
 * ASSERTION: Built-in identifiers are not the program's to annotate.
 */

#pragma D attributes Stable/Stable/Common execname

BEGIN
{
	printf("ok\n");
	exit(0);
}
