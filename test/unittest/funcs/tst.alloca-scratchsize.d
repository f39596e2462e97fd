/*
 * ASSERTION: the scratchsize option sets the space alloca() has in a
 * clause: scratchsize - 8 bytes.
 */
#pragma D option quiet
#pragma D option scratchsize=64

BEGIN
{
	a = (char *)alloca(56);
	a[55] = 'z';
	printf("%c\n", a[55]);
	exit(0);
}
