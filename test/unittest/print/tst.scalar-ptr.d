/*
 * ASSERTION: print() of a pointer to an integer, and to an array.
 */
#pragma D option quiet

int x;
short arr[3];

BEGIN
{
	x = -42;
	arr[0] = 7;
	arr[2] = 9;
	print(&x);
	print(&arr);
	exit(0);
}
