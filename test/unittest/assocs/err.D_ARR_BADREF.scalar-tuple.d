/*
 * ASSERTION: a variable that is not an associative array cannot be given
 * a tuple of keys.
 */
int x[5];

BEGIN
{
	x[1, 2] = 1;
	exit(0);
}
