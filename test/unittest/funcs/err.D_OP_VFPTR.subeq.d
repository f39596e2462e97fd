/*
 * ASSERTION: An integer minus a pointer: -= needs a scalar of known size on the left.
 */

BEGIN
{
	n = 1;
	n -= alloca(8);
	exit(0);
}
