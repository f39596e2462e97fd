/*
 * ASSERTION: without -q, a committed record shows the probe that traced
 * it; a clause whose only action is commit() shows nothing, and one that
 * only speculates shows its probe line when committed.
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
