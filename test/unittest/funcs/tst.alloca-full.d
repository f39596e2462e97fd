/*
 * ASSERTION: all of the scratch space (256 bytes by default) can be
 * allocated in pieces (each rounded up to 8 bytes), and each clause starts
 * with all of it.
 */
#pragma D option quiet

BEGIN
{
	alloca(96);
	alloca(99);
	p = (char *)alloca(56);
	p[55] = 1;
	printf("full\n");
}

BEGIN
{
	alloca(256);
	printf("again\n");
	exit(0);
}
