/*
 * ASSERTION: printa() formats print normalized values: %@d divides as a
 * signed number, %@u as an unsigned one.
 */

#pragma D option quiet

BEGIN
{
	@ = sum(-100);
	normalize(@, 10);
	printa("%@d\n", @);
	@b = sum(1000);
	normalize(@b, 10);
	printa("%@u\n", @b);
	exit(0);
}
