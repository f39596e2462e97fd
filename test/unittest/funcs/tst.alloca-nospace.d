/*
 * ASSERTION: an allocation past the scratch space is a run-time fault,
 * "out of scratch space"; the clause stops there (256 bytes by default:
 * 200 and 56 fill them).
 */
#pragma D option quiet

BEGIN
{
	alloca(200);
	alloca(56);
	n = 1;
	alloca(n);
	printf("not printed\n");
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
