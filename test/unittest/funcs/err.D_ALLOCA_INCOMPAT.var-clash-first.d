/*
 * ASSERTION: a variable assigned a non-alloca pointer may not be assigned
 * an alloca() pointer later.
 */
BEGIN
{
	b = (char *)8;
	a = b + 5;
}

BEGIN
{
	a = (char *)alloca(1);
}
