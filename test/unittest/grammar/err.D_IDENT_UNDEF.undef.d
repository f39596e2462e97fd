/*
 * ASSERTION: Reading an undefined identifier.
 */

BEGIN
{
	x = nosuchvariable;
}
