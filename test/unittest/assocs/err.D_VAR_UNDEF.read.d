/*
 * ASSERTION: reading an array that was never declared or assigned is an
 * error.
 */
BEGIN
{
	trace(never[1]);
}
