/*
 * ASSERTION: -D name defines name as 1.
 *
 * @@runtest-opts: -C -DFLAG
 */

#pragma D option quiet

BEGIN
{
#if FLAG == 1
	printf("flag\n");
#endif
	exit(0);
}
