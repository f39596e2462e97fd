/*
 * ASSERTION: alloca() memory lives until the end of its clause: a pointer
 * kept in a global faults in the next clause.
 */
#pragma D option quiet

BEGIN
{
	s = (char *)alloca(1);
	*s = 'a';
	printf("%c\n", *s);
}

BEGIN
{
	trace(*s);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
