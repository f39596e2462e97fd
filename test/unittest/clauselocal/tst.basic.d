/*
 * ASSERTION: a clause-local variable holds a value within a clause.
 */
#pragma D option quiet

BEGIN
{
	this->a = 6;
	this->b = this->a * 7;
	printf("%d\n", this->b);
	exit(0);
}
