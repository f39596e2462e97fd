/*
 * ASSERTION: several translators to one output type; xlate<T>(e) uses the
 * one whose input type is e's type (an integer of another size uses the
 * integer one).
 */
#pragma D option quiet

struct cat { int lives; };
struct dog { int legs; int tail; };
struct animal { int n; string kind; };

translator struct animal < struct cat *c > {
	n = c->lives;
	kind = "cat";
};

translator struct animal < struct dog *d > {
	n = d->legs + d->tail;
	kind = "dog";
};

translator struct animal < int x > {
	n = x * 10;
	kind = "int";
};

BEGIN
{
	this->c = (struct cat *)alloca(sizeof(struct cat));
	this->c->lives = 9;
	this->d = (struct dog *)alloca(sizeof(struct dog));
	this->d->legs = 4;
	this->d->tail = 1;
	printf("%s %d\n", xlate<struct animal>(this->c).kind,
	    xlate<struct animal>(this->c).n);
	printf("%s %d\n", xlate<struct animal>(this->d).kind,
	    xlate<struct animal *>(this->d)->n);
	printf("%s %d\n", xlate<struct animal>(3).kind,
	    xlate<struct animal>((short)4).n);
	exit(0);
}
