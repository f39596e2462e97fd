/*
 * ASSERTION: A translator to a struct D does not know: incomplete, at the translator's end.
 */

struct in {
	int i;
};

translator struct out < struct in *p >
{
	o = p->i;
};

BEGIN
{
	exit(0);
}
