/*
 * ASSERTION: An aggregating function as the argument of denormalize().
 */

BEGIN
{
	denormalize(max(1));
	exit(0);
}
