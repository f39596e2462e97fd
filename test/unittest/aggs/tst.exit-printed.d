/*
 * ASSERTION: An aggregation that printa() printed is not printed again at
 * exit; the others are, in order of first use.
 */

#pragma D option quiet

BEGIN
{
	@a = sum(1);
	@b = sum(2);
	@c = sum(3);
	printa(@b);
	printf("end of BEGIN\n");
	exit(0);
}
