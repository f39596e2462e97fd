/*
 * ASSERTION: stringof of a char array reads at most the array.
 */
#pragma D option quiet

struct s {
	char name[4];
	char rest[8];
};

struct s v;

BEGIN
{
	v.rest = "xyz";
	v.name[0] = 'a';
	v.name[1] = 'b';
	v.name[2] = 'c';
	v.name[3] = 'd';
	printf("%s\n", stringof(v.name));
	exit(0);
}
