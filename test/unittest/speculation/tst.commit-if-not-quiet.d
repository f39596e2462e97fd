/*
 * ASSERTION: a clause that only commits or discards, in the branches of an
 * if/else, prints nothing even without -q; only the branch taken acts.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("kept");
}

BEGIN
{
	if (s == 0) {
		discard(s);
	} else {
		commit(s);
	}
}

BEGIN
{
	if (s != 0) {
		discard(s);
	}
}

BEGIN
{
	exit(0);
}
