/*
 * ASSERTION: D does not store through pointers into the traced system.
 */
struct s {
	int a;
};

BEGIN
{
	p = (struct s *)0;
	p->a = 1;
}
