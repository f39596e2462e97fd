/*
 * ASSERTION: -> follows a pointer to a struct in D memory.
 */
#pragma D option quiet

struct node {
	int v;
	struct node *next;
};

struct node a;
struct node b;

BEGIN
{
	a.v = 1;
	b.v = 2;
	a.next = &b;
	printf("%d %d %d\n", a.next->v, (*a.next).v, a.next->next == NULL);
	exit(0);
}
