/*
 * ASSERTION: A fault in a predicate fires ERROR with arg2 0.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
}

BEGIN
/1 % z/
{
}

ERROR
{
	printf("arg1 %d arg2 %d arg4 %d\n", arg1, arg2, arg4);
	exit(0);
}
