/*
 * ASSERTION: print() of a struct shows every non-zero member
 * with its type, nested structs and unions, char arrays and enums by name.
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
	ts.a = 1;
	ts.b = "test";
	ts.u.d = 123456789;
	ts.s.e = (void *)0xffff9b7aca7e0000;
	ts.s.f = 987654321;
	ts.g = 1;
	ts.h = SECONDVAL;
	print(ts);
	exit(0);
}
