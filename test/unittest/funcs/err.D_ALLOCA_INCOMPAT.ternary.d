/*
 * ASSERTION: ?: of an alloca() and a non-alloca pointer cannot be
 * assigned to a variable.
 */
BEGIN
{
	a = (char *)alloca(1);
	a = (a == NULL) ? (char *)50 : a;
}
