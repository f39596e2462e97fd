/*
 * ASSERTION: thread-local strings; an unassigned one is the empty string.
 */
#pragma D option quiet

self string declared;

BEGIN
{
	self->s = "thread";
	printf("[%s] [%s]\n", self->s, self->declared);
	self->s = "local";
	printf("[%s]\n", self->s);
	exit(0);
}
