/*
 * ASSERTION: a clause-local may not be used as an associative array.
 */
BEGIN
{
	this->a[1] = 2;
	exit(0);
}
