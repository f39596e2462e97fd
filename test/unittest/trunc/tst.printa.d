/*
 * ASSERTION: The top-n pattern: trunc() then printa().
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = count();
	@a["b"] = count(); @a["b"] = count(); @a["b"] = count();
	@a["c"] = count(); @a["c"] = count();
	trunc(@a, 2);
	printa("%s %@d\n", @a);
	exit(0);
}
