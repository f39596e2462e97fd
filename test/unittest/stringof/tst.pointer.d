/*
 * ASSERTION: stringof of a pointer reads the string it points to.
 */
#pragma D option quiet

struct s {
	char name[8];
};

struct s v;

BEGIN
{
	v.name = "pointed";
	p = &v.name[0];
	printf("%s %s\n", stringof(p), stringof(p + 2));
	exit(0);
}
