/*
 * ASSERTION: a declared global is 0 (or the empty string) until assigned.
 */
#pragma D option quiet

int x;
string s;
uint64_t u;

BEGIN
{
	printf("%d [%s] %u\n", x, s, u);
	x = -5;
	s = "set";
	u = 0xffffffffffffffff;
	printf("%d [%s] %u\n", x, s, u);
	exit(0);
}
