/*
 * ASSERTION: a clause-local variable may hold an alloca() pointer.
 */
#pragma D option quiet

BEGIN
{
	this->buf = (uint16_t *)alloca(4);
	this->buf[0] = 1000;
	this->buf[1] = 2000;
	printf("%d\n", this->buf[0] + this->buf[1]);
	exit(0);
}
