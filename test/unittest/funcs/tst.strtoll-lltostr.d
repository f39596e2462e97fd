/*
 * ASSERTION: strtoll() reads back what lltostr() writes.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", strtoll(lltostr(-123456789)), strtoll(lltostr(255, 16), 16),
	    strtoll(substr(lltostr(511, 8), 1), 8));
	exit(0);
}
