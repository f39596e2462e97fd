/*
 * ASSERTION: a struct member declared as a function has no size: DTrace
 * calls it a void member.
 */

struct ops {
	int count;
	int open(int);
};

BEGIN
{
	exit(0);
}
