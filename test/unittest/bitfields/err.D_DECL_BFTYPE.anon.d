/*
 * ASSERTION: An unnamed bit-field of a non-integer type is named (anon).
 */

struct s {
	double : 3;
} v;

BEGIN
{
	exit(0);
}
