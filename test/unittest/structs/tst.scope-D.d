/*
 * ASSERTION: the module scope D names the program's own types: struct D`s
 * and D`struct s are the struct s the program declared; a kernel type is
 * not in it.
 */
#pragma D option quiet

struct s {
	int a;
	char b;
};

BEGIN
{
	this->p = (struct D`s *)alloca(sizeof (D`struct s));
	this->p->a = 7;
	printf("%d %d %d\n", sizeof (struct D`s), sizeof (D`struct s),
	    this->p->a);
	exit(0);
}
