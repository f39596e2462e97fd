/*
 * ASSERTION: a thread-local keeps its type.
 */
BEGIN
{
	self->x = 1;
	self->x = "s";
}
