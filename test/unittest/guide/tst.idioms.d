/*
 * ASSERTION: idioms from the Dynamic Tracing Guide's examples that need no
 * kernel provider work as the Guide shows them: counters made by ++ on
 * variables nobody assigned (globals, self->, this->, array elements),
 * associative arrays with tuples, deletion by assigning 0, the clause-local
 * example of the Variables chapter (clause.d), and the timestamp pattern of
 * the thread-local examples.
 */
#pragma D option quiet

int me;			/* an integer global variable */
this int foo;		/* an integer clause-local variable */

BEGIN
{
	/* Variables: associative arrays keyed by tuples */
	a[123, "hello"] = 456;
	a[456, "there"] = 789;
	printf("a[123, hello] = %d, a[456, there] = %d\n", a[123, "hello"],
	    a[456, "there"]);

	/* Thread-local variables: the entry/return pattern */
	self->ts = timestamp;
	self->depth++;
	self->depth++;
	self->depth--;
	elapsed = timestamp - self->ts;
	printf("depth %d, elapsed >= 0: %d\n", self->depth, elapsed >= 0);
	self->ts = 0;		/* deletes it */
	self->name = "read";
	self->name = 0;		/* a string too */
	printf("after delete: %d %d\n", self->ts, self->name == NULL);

	/* counting by key, then deleting an element */
	x["tick"]++;
	x["tick"]++;
	x["tock"] += 5;
	x["tick"] = 0;
	printf("x[tick] = %d, x[tock] = %d\n", x["tick"], x["tock"]);
}

/* Variables, clause-local variables: clause.d (three ticks, not seconds) */
tick-1ms
/ticks < 3/
{
	/*
	 * Set foo to be 10 if and only if this is the first clause executed.
	 */
	this->foo = (me % 3 == 0) ? 10 : this->foo;
	printf("Clause 1 is number %d; foo is %d\n", me++ % 3, this->foo++);
}

tick-1ms
/ticks < 3/
{
	this->foo = (me % 3 == 0) ? 20 : this->foo;
	printf("Clause 2 is number %d; foo is %d\n", me++ % 3, this->foo++);
}

tick-1ms
/ticks++ < 3/
{
	this->foo = (me % 3 == 0) ? 30 : this->foo;
	printf("Clause 3 is number %d; foo is %d\n", me++ % 3, this->foo++);
	@counts["tick"] = count();
	n[ticks % 2]++;
}

tick-1ms
/ticks == 3/
{
	ticks++;
	printf("n[0] = %d, n[1] = %d\n", n[0], n[1]);
	exit(0);
}

END
{
	printa("%s %@d\n", @counts);
}
