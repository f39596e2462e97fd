/*
 * ASSERTION: A control line must start with a name or a number.
 */

#"pragma"

BEGIN
{
	printf("ok\n");
	exit(0);
}
