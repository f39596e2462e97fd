/*
 * ASSERTION: &x of a D variable and * of the pointer give its value.
 */
#pragma D option quiet

BEGIN
{
	x = 0x1234;
	p = &x;
	printf("%x %x\n", *p, *(char *)p);
	exit(0);
}
