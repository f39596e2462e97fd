/*
 * ASSERTION: NULL may be assigned to a variable that holds alloca()
 * pointers, and reading through it is an invalid address.
 */
#pragma D option quiet

BEGIN
{
	p = (int *)alloca(4);
	p = NULL;
	trace(*p);
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
