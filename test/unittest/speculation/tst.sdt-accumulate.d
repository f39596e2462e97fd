/*
 * ASSERTION: the data of several probe firings accumulates in one
 * speculation and comes out in order when a later firing commits it.
 *
 * @@trigger: sdt-loop
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

test_prov$target:::loop
/arg0 < 5/
{
	speculate(s);
	printf("loop %d %d\n", arg0, arg2);
}

test$target:::tick
/arg0 < 5/
{
	printf("tick %d\n", arg0);
}

test$target:::tick
/arg0 == 5/
{
	commit(s);
}

test$target:::tick
/arg0 == 6/
{
	exit(0);
}
