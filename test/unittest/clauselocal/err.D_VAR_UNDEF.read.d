/*
 * ASSERTION: reading a clause-local that was never declared or assigned is
 * an error.
 */
BEGIN
{
	trace(this->never);
}
