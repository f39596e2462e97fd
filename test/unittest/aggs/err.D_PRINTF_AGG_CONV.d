/*
 * ASSERTION: printf() has no use for a %@ conversion.
 */

BEGIN
{
	printf("%@d\n", 1);
}
