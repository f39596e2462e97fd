/*
 * ASSERTION: a dynamic variable has no address.
 */
BEGIN
{
	self->x = 1;
	trace(&self->x);
}
