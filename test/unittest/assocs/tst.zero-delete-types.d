/*
 * ASSERTION: assigning 0 to an associative array element or a thread-local
 * of any type (string, struct, union, pointer) deletes it: it compiles, and
 * the element reads as 0 afterwards; a string one is then a NULL pointer,
 * as in DTrace (reading it faults: variables/tst.dvar-string-null.d).
 */
#pragma D option quiet

struct st {
	int a;
	char s[4];
};

union un {
	int i;
	long l;
};

struct st sv;
union un uv;

BEGIN
{
	a["x"] = "abc";
	self->path = "/tmp";
	sv.a = 5;
	s[1] = sv;
	self->sv = sv;
	uv.l = 77;
	u["k"] = uv;
	self->p = (char *)alloca(1);
	ptrs[1] = (int *)8;
	printf("[%s] [%s] %d %d %d %d %d\n", a["x"], self->path, s[1].a,
	    self->sv.a, u["k"].l, self->p != 0, ptrs[1] != 0);

	a["x"] = 0;
	self->path = 0;
	s[1] = 0;
	self->sv = 0;
	u["k"] = 0;
	self->p = 0;
	ptrs[1] = 0;
	printf("%d %d %d %d %d %d %d\n", a["x"] == NULL, self->path == NULL,
	    s[1].a, self->sv.a, u["k"].l, self->p != 0, ptrs[1] != 0);
	exit(0);
}
