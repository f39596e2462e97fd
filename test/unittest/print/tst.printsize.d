/*
 * ASSERTION: printsize cuts print()'s output, "..." standing for what is
 * left; setopt() changes it at run time.
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

#pragma D option printsize=8

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
	setopt("printsize", "1024");
	print(ts);
	exit(0);
}
