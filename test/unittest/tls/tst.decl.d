/*
 * ASSERTION: a declared thread-local reads 0 before it is assigned, and
 * takes the declared type.
 */
#pragma D option quiet

self int x;
self char c;

BEGIN
{
	printf("%d\n", self->x);
	self->c = 300;
	printf("%d\n", self->c);
	exit(0);
}
