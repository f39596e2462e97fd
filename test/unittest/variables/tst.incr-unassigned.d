/*
 * ASSERTION: ++ and -- on a variable that has not been assigned yet create
 * it as a 64-bit integer starting at 0: globals, self->, this-> and
 * associative array elements, in predicates and in clauses, before the
 * first plain assignment in program order; op= on an element of an array
 * creates the array too.  (op= on a scalar nothing created yet is
 * D_VAR_UNDEF: err.D_VAR_UNDEF.opeq-*.d.)
 */
#pragma D option quiet

BEGIN
{
	x = 0;
	y = 0;
	z = 0;
	/* read before the ++ that creates them, later in the program */
	printf("k=%d self->k=%d m[1]=%d\n", k, self->k, m[1]);
}

tick-1ms
/i++ < 3/
{
	printf("tick %d\n", i);
}

tick-1ms
/i >= 3 && !done/
{
	done = 1;
	x += 5;
	y -= 2;
	z *= 3;
	self->depth++;
	self->depth++;
	self->down--;
	this->n++;
	n["a"]++;
	n["a"]++;
	n["b"] += 10;
	self->a[1]++;
	self->a[2] -= 4;
	printf("x=%d y=%d z=%d\n", x, y, z);
	printf("depth=%d down=%d this=%d\n", self->depth, self->down, this->n);
	printf("n[a]=%d n[b]=%d n[c]=%d\n", n["a"], n["b"], n["c"]);
	printf("self->a: %d %d %d\n", self->a[1], self->a[2], self->a[3]);
	k++;
	self->k++;
	m[1]++;
	big++;
	big += 0x7fffffff;
	big += 0x7fffffff;
	printf("big=%d size=%d\n", big, sizeof (big));
	exit(0);
}

END
{
	i = 100;
	printf("i=%d\n", i);
}
