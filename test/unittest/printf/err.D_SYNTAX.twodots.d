/*
 * ASSERTION: A conversion with two precisions is a syntax error, in DTrace's words.
 */

BEGIN
{
	printf("%1.2.3d\n", 1);
	exit(0);
}
