/*
 * ASSERTION: thread-local associative arrays (self->a[key]) with one or
 * more keys, declared or created by assignment, are per thread and
 * separate from a global array of the same name.
 */
#pragma D option quiet

self int d[string, int];

BEGIN
{
	self->a["x"] = 1;
	self->a["y"] = 2;
	a["x"] = 100;
	self->d["k", 1] = 10;
	self->d["k", 2] = 20;
	self->s[1, "one"] = "uno";
	printf("%d %d %d %d\n", self->a["x"], self->a["y"], self->a["z"], a["x"]);
	printf("%d %d %d\n", self->d["k", 1], self->d["k", 2], self->d["j", 1]);
	printf("%s %d\n", self->s[1, "one"], self->s[2, "one"] == NULL);
	self->a["x"] = 0;
	printf("%d %d\n", self->a["x"], self->a["y"]);
	exit(0);
}
