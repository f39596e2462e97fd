/*
 * ASSERTION: a variable cannot be declared again with another type.
 */
int x;
string x;

BEGIN
{
	exit(0);
}
