/*
 * ASSERTION: union members share their storage (little-endian byte order).
 */
#pragma D option quiet

union u {
	uint32_t i;
	uint8_t b[4];
};

union u x;

BEGIN
{
	x.i = 0x11223344;
	printf("%x %x %x %d\n", x.b[0], x.b[3], x.i, sizeof (union u));
	exit(0);
}
