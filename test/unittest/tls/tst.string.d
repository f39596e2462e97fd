/*
 * ASSERTION: thread-local strings; an unassigned one is a NULL pointer,
 * as in DTrace.
 */
#pragma D option quiet

self string declared;

BEGIN
{
	self->s = "thread";
	printf("[%s] %d\n", self->s, self->declared == NULL);
	self->s = "local";
	printf("[%s]\n", self->s);
	exit(0);
}
