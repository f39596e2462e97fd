/*
 * ASSERTION: a computed subscript out of range is an invalid address
 * fault at run time.
 */
#pragma D option quiet

int a[5];

BEGIN
{
	i = 5;
	trace(a[i]);
}

BEGIN
{
	i = -1;
	trace(a[i]);
}

BEGIN
{
	exit(0);
}
