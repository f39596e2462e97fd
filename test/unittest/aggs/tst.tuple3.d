/*
 * ASSERTION: A three-element key tuple of strings and integers; rows sort
 * by value, then by key from the first element on.
 */

#pragma D option quiet

BEGIN
{
	@t["b", 1, "x"] = sum(5);
	@t["a", 2, "y"] = sum(5);
	@t["a", 1, "z"] = sum(5);
	@t["c", 0, "w"] = sum(1);
	exit(0);
}
