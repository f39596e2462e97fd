/*
 * ASSERTION: Macro arguments $1 (integer) and $$2 (string).
 */

#pragma D option quiet

/* @@runtest-opts: 5 foo */

BEGIN
{
	printf("%d %s %s\n", $1 + 1, $$2, $$1);
	exit(0);
}
