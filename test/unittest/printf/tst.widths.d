/*
 * ASSERTION: Field widths and precisions, fixed and given with *.
 */

#pragma D option quiet

BEGIN
{
	printf("%5d|%-5d|%.3d|%8.3d|\n", 42, 42, 7, 7);
	printf("%*d|%-*d|%.*d|%*.*d|\n", 6, 42, 6, 42, 4, 42, 6, 3, 5);
	exit(0);
}
