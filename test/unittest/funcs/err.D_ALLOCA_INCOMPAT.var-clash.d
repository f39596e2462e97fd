/*
 * ASSERTION: a variable assigned an alloca() pointer may not be assigned
 * another pointer, even in another clause, even after NULL.
 */
BEGIN
{
	a = (char *)alloca(1);
}

BEGIN
{
	b = (char *)8;
	a = NULL;
	a = b + 5;
}
