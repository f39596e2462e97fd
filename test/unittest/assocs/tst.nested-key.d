/*
 * ASSERTION: a key may itself read an associative array.
 */
#pragma D option quiet

BEGIN
{
	idx[0] = 3;
	val[3] = 42;
	val[idx[0] + 1] = val[idx[0]] + 1;
	printf("%d %d\n", val[idx[0]], val[4]);
	exit(0);
}
