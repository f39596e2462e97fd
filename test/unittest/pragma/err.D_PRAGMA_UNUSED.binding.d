/*
 * ASSERTION: a binding pragma naming an identifier the program never
 * declares is unused (D_PRAGMA_UNUSED).
 */

#pragma D binding "1.0" nosuchname

BEGIN
{
	exit(0);
}
