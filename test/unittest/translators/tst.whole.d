/*
 * ASSERTION: a translated struct as a whole: assigned to a clause-local,
 * thread-local and global struct (every member is copied, members
 * without a conversion are zero), printed with print(), and
 * *xlate<T *>(e).
 */
#pragma D option quiet

struct in {
	int a;
	int b;
	char tag[8];
};

struct pair {
	int lo;
	int hi;
};

struct out {
	int sum;
	struct pair p;
	string tag;
	long unset;
};

translator struct out < struct in *i > {
	sum = i->a + i->b;
	p = *(struct pair *)i;
	tag = i->tag;
};

struct out g;
self struct out s;

BEGIN
{
	this->i = (struct in *)alloca(sizeof(struct in));
	this->i->a = 5;
	this->i->b = 7;
	this->i->tag[0] = 'o';
	this->i->tag[1] = 'k';
	this->o = xlate<struct out>(this->i);
	printf("%d %d %d %s %d\n", this->o.sum, this->o.p.lo, this->o.p.hi,
	    this->o.tag, this->o.unset);
	self->s = xlate<struct out>(this->i);
	g = *xlate<struct out *>(this->i);
	printf("%d %s %d %s\n", self->s.sum, self->s.tag, g.p.hi, g.tag);
	print(xlate<struct out>(this->i));
	exit(0);
}
