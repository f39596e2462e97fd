/*
 * ASSERTION: a thread-local holding an alloca() pointer does not make the
 * memory outlive its clause.
 */
#pragma D option quiet

BEGIN
{
	self->p = (int *)alloca(4);
	*self->p = 9;
	printf("%d\n", *self->p);
}

BEGIN
{
	*self->p = 10;
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
