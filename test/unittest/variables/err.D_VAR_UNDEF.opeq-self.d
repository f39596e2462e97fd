/*
 * ASSERTION: op= on a thread-local variable nothing assigned yet is
 * D_VAR_UNDEF; ++ on one creates it.
 */

BEGIN
{
	self->n++;
	self->n += 2;
	self->bytes += 512;
	exit(0);
}
