/*
 * ASSERTION: a struct body that follows another struct's body with no ';'
 * between is a second type in one declaration: DTrace says so at the
 * opening brace of the second body, not at the end of the declaration.
 */

struct first {
	int a;
}

struct second {
	int b;
}

struct third {
	int c;
};

BEGIN
{
	exit(0);
}
