/*
 * ASSERTION: setopt() reports options it cannot set, as DTrace's library errors,
 *	and tracing goes on.
 */

#pragma D option quiet

BEGIN
{
	setopt("nosuchoption");
	setopt("Quiet");
	setopt("quiet", "perhaps");
	setopt("switchrate", "0.5hz");
	setopt("bufpolicy");
	printf("still tracing\n");
	exit(0);
}
