/*
 * ASSERTION: clause-local strings.
 */
#pragma D option quiet

BEGIN
{
	this->s = "clause";
	this->t = this->s;
	this->s = "local";
	printf("%s %s\n", this->t, this->s);
	exit(0);
}
