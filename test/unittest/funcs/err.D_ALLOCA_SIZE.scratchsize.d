/*
 * ASSERTION: the compile-time size check uses the scratchsize option.
 */
#pragma D option scratchsize=64

BEGIN
{
	alloca(65);
}
