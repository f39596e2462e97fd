/*
 * ASSERTION: -> follows a pointer to a struct in D memory (alloca()'s:
 * the address of a D variable cannot be taken).
 */
#pragma D option quiet

struct node {
	int v;
	struct node *next;
};

struct node a;

BEGIN
{
	a.v = 1;
	p = (struct node *)alloca(sizeof(struct node));
	p->v = 2;
	a.next = p;
	printf("%d %d %d\n", a.next->v, (*a.next).v, a.next->next == NULL);
	exit(0);
}
