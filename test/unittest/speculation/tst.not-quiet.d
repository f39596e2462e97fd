/*
 * ASSERTION: without -q, a committed record shows the probe that traced
 * it; as in Oracle DTrace, a clause whose only action is commit() or
 * speculate(), or that only assigns a variable, shows nothing.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculative");
}

BEGIN
{
	speculate(s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
