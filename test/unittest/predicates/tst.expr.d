/*
 * ASSERTION: Predicates with relational and logical operators.
 */

#pragma D option quiet

BEGIN
/2 > 1 && 3 != 3 || 1/
{
	printf("a\n");
}

BEGIN
/2 < 1 || !1/
{
	printf("b\n");
}

BEGIN
/(1 + 1) == 2/
{
	printf("c\n");
}

BEGIN
{
	exit(0);
}
