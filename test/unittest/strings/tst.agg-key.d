/*
 * ASSERTION: String subroutine results are aggregation keys.
 */

#pragma D option quiet

BEGIN
{
	@[strjoin("a", "b")] = count();
	@[toupper("ab")] = count();
	@[strjoin("a", "b")] = count();
	@[substr("xabx", 1, 2)] = count();
	exit(0);
}
