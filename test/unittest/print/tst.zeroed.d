/*
 * ASSERTION: print() leaves out members that are all zero; a char array
 * stops at its first NUL.
 */
#pragma D option quiet

enum eh {
	FIRSTVAL = 0,
	SECONDVAL = 1,
	THIRDVAL = 3
};

struct test_struct {
	int a;
	char b[5];
	union {
		uint8_t c;
		uint64_t d;
	} u;
	struct {
		void *e;
		uint64_t f;
	} s;
	int g;
	enum eh h;
};

struct test_struct ts;

BEGIN
{
	ts.b[1] = 'e';
	ts.g = 1;
	print(ts);
	exit(0);
}
