/*
 * ASSERTION: A width beyond 64 bits is too big for any type.
 */

struct s {
	long l : 70;
} v;

BEGIN
{
	exit(0);
}
