/*
 * ASSERTION: After clear(), updates start again from zero: BEGIN's clear()
 * is done before END runs, so the count printed at exit is END's only.
 */

#pragma D option quiet

BEGIN
{
	@c["k"] = count();
	@c["k"] = count();
	@c["other"] = count();
	clear(@c);
	exit(0);
}

END
{
	@c["k"] = count();
}
