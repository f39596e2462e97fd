/*
 * ASSERTION: clause-local variables are shared by the clauses of one
 * probe firing, in order.
 */
#pragma D option quiet

this int foo;

BEGIN
{
	this->foo = 10;
	printf("clause 1: %d\n", this->foo++);
}

BEGIN
{
	printf("clause 2: %d\n", this->foo++);
}

BEGIN
{
	printf("clause 3: %d\n", this->foo);
	exit(0);
}
