/*
 * ASSERTION: ++, -- and op= apply to lvalues in alloca() memory.
 */
#pragma D option quiet

BEGIN
{
	p = (int *)alloca(sizeof (int));
	*p = 10;
	(*p)++;
	++*p;
	*p *= 3;
	*p -= 1;
	(*p)--;
	printf("%d\n", *p);
	exit(0);
}
