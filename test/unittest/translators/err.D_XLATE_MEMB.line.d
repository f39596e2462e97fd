/*
 * ASSERTION: A member the output struct lacks is named at the translator's last line.
 */

struct in {
	int i;
};

struct out {
	int o;
};

translator struct out < struct in *p >
{
	o = p->i;
	nosuch = p->i;
};

BEGIN
{
	exit(0);
}
