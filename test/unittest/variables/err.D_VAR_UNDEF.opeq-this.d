/*
 * ASSERTION: op= on a clause-local variable nothing assigned yet is
 * D_VAR_UNDEF.
 */

this int declared;

BEGIN
{
	this->declared *= 2;
	this->scale <<= 1;
	exit(0);
}
