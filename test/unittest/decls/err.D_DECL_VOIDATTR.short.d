/*
 * ASSERTION: void takes no attributes.
 */

short void v;

BEGIN
{
	exit(0);
}
