/*
 * ASSERTION: After trunc(), new updates create the keys afresh.
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = sum(5);
	@a["y"] = sum(7);
	trunc(@a);
	exit(0);
}

END
{
	@a["x"] = sum(1);
}
