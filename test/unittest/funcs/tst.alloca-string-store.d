/*
 * ASSERTION: a string can be stored into alloca() memory and read back;
 * sizeof (string) is strsize, as in DTrace (the NUL takes one more byte).
 */
#pragma D option quiet
#pragma D option strsize=32

BEGIN
{
	x = (string *)alloca(sizeof (string) + 1);
	*x = "abc";
	printf("%s %d\n", *x, sizeof (string));
	exit(0);
}
