/*
 * ASSERTION: the usual entry/return idiom: a thread-local set in one clause
 * guards another.
 */
#pragma D option quiet

BEGIN
{
	self->ts = 1;
}

BEGIN
/self->ts/
{
	printf("guarded\n");
	self->ts = 0;
}

BEGIN
/self->ts/
{
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
