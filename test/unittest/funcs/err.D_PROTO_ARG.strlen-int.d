/*
 * ASSERTION: strlen() of a non-zero integer does not match its prototype.
 */

BEGIN
{
	trace(strlen(1));
	exit(0);
}
