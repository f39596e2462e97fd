/*
 * ASSERTION: a negative id is out of range: speculate(-1) is an illegal
 * operation (in the action that calls it).
 */
#pragma D option quiet

BEGIN
{
	x = 1;
	speculate(-1);
	printf("never seen\n");
}

BEGIN
{
	printf("x = %d\n", x);
	exit(0);
}
