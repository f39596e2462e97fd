/*
 * ASSERTION: the usual pattern: speculate at one probe, commit or discard
 * at another firing later.  The trigger fires test_prov:loop then test:tick
 * for each i; the loop firings of i = 0, 3, 6, 9 are committed, the others
 * discarded.
 *
 * @@trigger: sdt-loop
 */
#pragma D option quiet
#pragma D option nspec=16

test_prov$target:::loop
/arg0 < 10/
{
	self->s = speculation();
	speculate(self->s);
	printf("loop %d\n", arg0);
}

test$target:::tick
/self->s && arg0 % 3 == 0/
{
	commit(self->s);
	self->s = 0;
}

test$target:::tick
/self->s/
{
	discard(self->s);
	self->s = 0;
}

test$target:::tick
/arg0 == 10/
{
	exit(0);
}
