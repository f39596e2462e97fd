/*
 * ASSERTION: a string can be stored into alloca() memory and read back.
 */
#pragma D option quiet
#pragma D option strsize=32

BEGIN
{
	x = (string *)alloca(sizeof (string));
	*x = "abc";
	printf("%s %d\n", *x, sizeof (string));
	exit(0);
}
