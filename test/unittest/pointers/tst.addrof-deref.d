/*
 * ASSERTION: &s.x of a member of a D variable and * of the pointer give its value.
 */
#pragma D option quiet

struct {
	int x;
} s;

BEGIN
{
	s.x = 0x1234;
	p = &s.x;
	printf("%x %x\n", *p, *(char *)p);
	exit(0);
}
