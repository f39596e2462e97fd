/*
 * ASSERTION: a size that is too large, known only at run time, faults.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	sz = 65;
	alloca(sz);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
