/*
 * ASSERTION: a committed speculation is not handed out again until its data
 * is out: speculation() in the same probe firing fails, counted as "busy".
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	speculate(a);
	printf("committed\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
