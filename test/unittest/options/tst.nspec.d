/*
 * ASSERTION: nspec and specsize are accepted.
 */

#pragma D option quiet
#pragma D option nspec=4
#pragma D option specsize=64k

BEGIN
{
	printf("ok\n");
	exit(0);
}
