/*
 * ASSERTION: A %@ conversion must suit the value: %@s does not.
 */

BEGIN
{
	@a = sum(1);
	printa("%@s\n", @a);
}
