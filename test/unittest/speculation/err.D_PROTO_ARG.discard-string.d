/*
 * ASSERTION: discard() wants an integer id.
 */
BEGIN
{
	discard(probename);
}
