/*
 * ASSERTION: Signed division and modulo by a zero variable fault too; by a
 * non-zero one they do not.
 */

#pragma D option quiet

BEGIN
{
	z = 0;
	m = -7;
	printf("%d %d\n", m / 2, m % 2);
}

BEGIN
{
	printf("%d\n", m / z);
}

BEGIN
{
	printf("%d\n", m % z);
}

BEGIN
{
	exit(0);
}
