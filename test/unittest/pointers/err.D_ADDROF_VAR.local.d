/*
 * ASSERTION: the address of a clause-local D variable cannot be taken.
 */
BEGIN
{
	this->ip = 1;
	trace(inet_ntoa(&this->ip));
	exit(0);
}
