/*
 * ASSERTION: a parameter of a function prototype or of an associative
 * array's key list may have no storage class but register (DTrace's
 * D_DECL_PARMCLASS); register is accepted, static is not.
 */

extern int f(register int a);
int x[register int];
extern int g(char *, static int);

BEGIN
{
	exit(0);
}
