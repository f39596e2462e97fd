/*
 * ASSERTION: specsize takes a size.
 */

#pragma D option specsize=small

BEGIN
{
	printf("ok\n");
	exit(0);
}
