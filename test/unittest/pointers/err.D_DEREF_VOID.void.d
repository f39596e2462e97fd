/*
 * ASSERTION: a void pointer cannot be dereferenced.
 */
BEGIN
{
	trace(*(void *)NULL);
}
