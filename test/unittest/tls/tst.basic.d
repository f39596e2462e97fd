/*
 * ASSERTION: a thread-local variable keeps its value between clauses and
 * probes of the same thread.
 */
#pragma D option quiet

BEGIN
{
	self->x = 41;
}

BEGIN
{
	self->x++;
	printf("%d\n", self->x);
	exit(0);
}
