/*
 * ASSERTION: discard() of an inactive speculation is ignored, and the id
 * can still be handed out afterwards.
 */
#pragma D option quiet

BEGIN
{
	discard(1);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
