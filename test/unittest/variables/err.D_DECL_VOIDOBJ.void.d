/*
 * ASSERTION: a variable cannot be void.
 */
void v;

BEGIN
{
	exit(0);
}
