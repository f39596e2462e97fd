/*
 * ASSERTION: print() takes any value: a clause-local, thread-local and
 * associative-array struct, a union, a member, an enum, a string, an
 * expression.
 */
#pragma D option quiet

enum color { RED, GREEN = 5 };

struct pt {
	int x;
	short y;
};

union u {
	uint32_t w;
	uint8_t b;
};

struct pt as[int];
self struct pt sp;
union u un;

BEGIN
{
	this->p = *(struct pt *)alloca(sizeof(struct pt));
	this->p.x = 3;
	this->p.y = -4;
	print(this->p);
	self->sp = this->p;
	self->sp.x = 30;
	print(self->sp);
	as[1] = this->p;
	as[1].y = 44;
	print(as[1]);
	un.w = 0x1ff;
	print(un);
	print(as[1].y);
	print((enum color)5);
	print("hello");
	print(this->p.x * 100);
	exit(0);
}
