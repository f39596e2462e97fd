/*
 * ASSERTION: arrays of arrays.
 */
#pragma D option quiet

int m[3][4];

BEGIN
{
	m[1][2] = 12;
	m[2][3] = 23;
	i = 1;
	printf("%d %d %d %d\n", m[i][2], m[2][3], m[0][0], sizeof (m));
	exit(0);
}
