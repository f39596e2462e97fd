/*
 * ASSERTION: float, double, long double and _Bool are D types: they can be
 * declared (globals, clause-locals, thread-locals, struct members), stored,
 * traced (trace() shows the bits of a 4- or 8-byte value as an integer, as
 * DTrace does) and printed with printf's %f, %e and %g.  The values come
 * from memory: here an alloca() buffer filled with the bits of 1.5, pi and
 * e, read through a struct pointer.
 */
#pragma D option quiet

struct fs {
	int i;
	double d;
	float f;
	_Bool b;
};

double gd;
float gf;
long double gld;
_Bool gb;
struct fs gs;
this double td;
self float tf;

BEGIN
{
	printf("sizes %d %d %d %d %d\n", sizeof (double), sizeof (float),
	    sizeof (long double), sizeof (_Bool), sizeof (struct fs));
	printf("zero %f %e %g %d\n", gd, gf, gld, gb);

	this->buf = (char *)alloca(sizeof (struct fs));
	this->u = (uint64_t *)this->buf;
	this->u[0] = 7;
	this->u[1] = 0x3ff8000000000000;	/* 1.5 */
	this->u[2] = 0x0000000140490fdb;	/* 3.1415927f, then b = 1 */
	this->s = (struct fs *)this->buf;
	printf("struct %d %f %f %d\n", this->s->i, this->s->d, this->s->f,
	    this->s->b);
	printf("formats %e %g %.2f %10.3f| %E\n", this->s->d, this->s->f,
	    this->s->d, this->s->d, this->s->f);

	gd = this->s->d;
	gf = this->s->f;
	gb = this->s->b;
	gs = *this->s;
	this->td = gd;
	self->tf = gf;
	a["pi"] = gf;
	printf("stored %f %f %d %f %f %f %f\n", gd, gf, gb, gs.d, this->td,
	    self->tf, a["pi"]);
	trace(gd);
	printf(" ");
	trace(gf);
	printf("\n");

	this->u[0] = 0x4005bf0a8b145769;	/* e */
	this->u[1] = 0;
	gd = *(double *)this->buf;
	gld = *(long double *)this->buf;
	printf("e %.6f %d\n", gd, sizeof (gld));

	self->tf = 0;
	a["pi"] = 0;
	printf("deleted %f %f\n", self->tf, a["pi"]);
	exit(0);
}
