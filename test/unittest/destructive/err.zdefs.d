/*
 * ASSERTION: A destructive clause that matches no probe yet (-Z) is
 * refused without -w too: its probes may appear later, with a dlopen().
 */
/* @@runtest-opts: -Z */

#pragma D option quiet

nosuchprovider$target:::nosuchprobe
{
	system("echo never");
}

BEGIN
{
	exit(0);
}
