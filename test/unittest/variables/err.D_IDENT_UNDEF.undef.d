/*
 * ASSERTION: reading a global that was never declared or assigned is an
 * error.
 */
BEGIN
{
	trace(nosuchvar);
}
