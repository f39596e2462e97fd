/*
 * ASSERTION: A negative register index is refused.
 */

BEGIN
{
	trace(uregs[-1]);
	exit(0);
}
