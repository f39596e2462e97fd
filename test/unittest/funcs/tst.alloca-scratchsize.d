/*
 * ASSERTION: the scratchsize option sets the space alloca() has in a
 * clause: scratchsize bytes, as in DTrace (alloca(256) fits the default).
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	a = (char *)alloca(64);
	a[63] = 'z';
	printf("%c\n", a[63]);
	exit(0);
}
