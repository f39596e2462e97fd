/*
 * ASSERTION: a char array member holds a string.
 */
#pragma D option quiet

struct named {
	char name[16];
	int id;
};

struct named n;

BEGIN
{
	n.name = "hello";
	n.id = 3;
	printf("%s %d\n", n.name, n.id);
	exit(0);
}
