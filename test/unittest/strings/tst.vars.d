/*
 * ASSERTION: String variables (global, clause-local, thread-local, associative) hold subroutine results and are their arguments.
 */

#pragma D option quiet

BEGIN
{
	s = strjoin("foo", "bar");
	this->u = toupper(s);
	self->t = substr(this->u, 3);
	a[s] = strlen(self->t);
	printf("[%s] [%s] [%s] %d\n", s, this->u, self->t, a["foobar"]);
	printf("%d %d %d\n", s == "foobar", this->u > s, self->t == "BAR");
	printf("[%s] [%s]\n", strjoin(self->t, s), basename(strjoin("/x/", this->u)));
	exit(0);
}
