/*
 * ASSERTION: storing a bit-field leaves its neighbours alone.
 */
#pragma D option quiet

struct bf {
	unsigned lo:4;
	unsigned mid:8;
	unsigned hi:4;
};

struct bf x;

BEGIN
{
	x.lo = 0xf;
	x.hi = 0xf;
	x.mid = 0xaa;
	x.mid = 0x55;
	printf("%x %x %x\n", x.lo, x.mid, x.hi);
	exit(0);
}
