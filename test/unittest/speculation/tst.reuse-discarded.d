/*
 * ASSERTION: when an id is handed out again, nothing of its earlier,
 * discarded speculation comes out with the new one.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	speculate(s);
	printf("old %d\n", s);
}

BEGIN
{
	discard(s);
}

BEGIN
{
	exit(0);
}

END
{
	t = speculation();
	speculate(t);
	printf("new %d\n", t);
}

END
{
	commit(t);
}
