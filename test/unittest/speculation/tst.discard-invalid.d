/*
 * ASSERTION: discard() of an id above nspec is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	discard(2);
}

BEGIN
{
	printf("after\n");
	exit(0);
}
