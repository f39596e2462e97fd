/*
 * ASSERTION: assigning 0 frees a thread-local; it reads 0 and can be set
 * again.
 */
#pragma D option quiet

BEGIN
{
	self->t = 5;
	self->t = 0;
	printf("%d\n", self->t);
	self->t = 9;
	printf("%d\n", self->t);
	exit(0);
}
