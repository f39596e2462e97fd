/*
 * ASSERTION: speculation ids are plain integers: they may be kept in an
 * associative array and passed around.
 */
#pragma D option quiet
#pragma D option nspec=3

BEGIN
{
	spec["x"] = speculation();
	spec["y"] = speculation();
}

BEGIN
{
	speculate(spec["y"]);
	printf("y is %d\n", spec["y"]);
}

BEGIN
{
	speculate(spec["x"]);
	printf("x is %d\n", spec["x"]);
}

BEGIN
{
	commit(spec["y"]);
	commit(spec["x"]);
}

BEGIN
{
	exit(0);
}
