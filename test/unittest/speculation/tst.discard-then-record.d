/*
 * ASSERTION: data-recording actions may follow discard() in a clause (and
 * precede it): they go to the principal buffer.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	speculate(s);
	printf("discarded\n");
}

BEGIN
{
	printf("before discard\n");
	discard(s);
	printf("after discard\n");
	exit(0);
}
