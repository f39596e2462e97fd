/*
 * ASSERTION: denormalize() of something that is not an aggregation.
 */

BEGIN
{
	denormalize("x");
}
