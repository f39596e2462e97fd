/*
 * ASSERTION: without -q, print()'s output follows the probe's prefix.
 */
struct {
	int x;
} s;

BEGIN
{
	s.x = 1;
	print(s.x);
	exit(0);
}
