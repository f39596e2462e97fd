/*
 * ASSERTION: BEGIN fires in dtrace itself, at the entry of
 * dt_begin_probe(): ustack()'s first frame names it.
 */

#pragma D option quiet

BEGIN
{
	ustack(1);
	exit(0);
}
