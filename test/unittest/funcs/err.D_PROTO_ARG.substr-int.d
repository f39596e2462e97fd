/*
 * ASSERTION: substr( ) of an integer: DTrace's prototype line says
 * "char *" (its prototype's "const char *" printed without the const).
 */

BEGIN
{
	trace(substr(1, 2));
	exit(0);
}
