/*
 * ASSERTION: thread-local and clause-local struct variables.
 */
#pragma D option quiet

struct pair {
	int first;
	int second;
};

self struct pair sp;
this struct pair tp;

BEGIN
{
	self->sp.first = 10;
	this->tp.second = 20;
	self->sp.second = this->tp.second + 1;
	printf("%d %d %d\n", self->sp.first, self->sp.second, this->tp.second);
	exit(0);
}
