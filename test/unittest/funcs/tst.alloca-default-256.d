/*
 * ASSERTION: by default alloca() has 256 bytes in a clause (DTrace's
 * default scratchsize): alloca(256) works.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(256);
	a[255] = 'z';
	printf("%c\n", a[255]);
	exit(0);
}
