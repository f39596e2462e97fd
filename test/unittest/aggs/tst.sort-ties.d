/*
 * ASSERTION: Equal values sort by key: integers compare as unsigned numbers
 * of their size, so a negative key sorts after the positive ones.
 */

#pragma D option quiet

BEGIN
{
	@[3] = count();
	@[-1] = count();
	@[1] = count();
	@[2] = count();
	@[0] = count();
	exit(0);
}
