/*
 * ASSERTION: Dynamic options are set by setopt() without a message.
 */

#pragma D option quiet

BEGIN
{
	setopt("switchrate", "10ms");
	setopt("aggrate", "1hz");
	setopt("aggsortrev");
	setopt("aggsortkey", "no");
	setopt("quiet", "yes");
	setopt("rawbytes", "off");
	setopt("flowindent", "");
	printf("ok\n");
	exit(0);
}
