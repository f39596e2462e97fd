/*
 * ASSERTION: signed may only qualify an integer type.
 */

signed double d;

BEGIN
{
	exit(0);
}
