/*
 * ASSERTION: ERROR's clauses have their own clause-local variables: they
 * start at 0, and what they assign does not change the this-> variables of
 * the firing that faulted, which its next clause still sees.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	this->x = 5;
	y = 1 / z;
}

ERROR
{
	printf("ERROR: %d\n", this->x);
	this->x = 7;
}

BEGIN
{
	printf("BEGIN: %d\n", this->x);
	exit(0);
}
