/*
 * ASSERTION: A translator member whose value does not fit its type is named
 * at the translator's last line, as DTrace checks members once the whole
 * translator is parsed.
 */

struct in {
	int i;
	char c;
};

struct out {
	int myi;
	char *myc;
};

translator struct out < struct in *p >
{
	myi = p->i;
	myc = p->c;
};

BEGIN
{
	exit(0);
}
