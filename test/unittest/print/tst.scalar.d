/*
 * ASSERTION: print() of an integer and of an array (no address line).
 */
#pragma D option quiet

struct {
	int x;
} s;
short arr[3];

BEGIN
{
	s.x = -42;
	arr[0] = 7;
	arr[2] = 9;
	print(s.x);
	print(arr);
	exit(0);
}
