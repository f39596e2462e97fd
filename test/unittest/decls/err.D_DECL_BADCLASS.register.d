/*
 * ASSERTION: C's register storage class, even without a type, has no place
 * in D: DTrace's tag and words.
 */

register x;

BEGIN
{
	exit(0);
}
