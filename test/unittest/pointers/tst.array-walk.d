/*
 * ASSERTION: a pointer to an array element walks the array.
 */
#pragma D option quiet

int arr[3];

BEGIN
{
	arr[0] = 10;
	arr[1] = 20;
	arr[2] = 30;
	p = &arr[0];
	printf("%d %d %d\n", *p, *(p + 1), p[2]);
	p++;
	printf("%d\n", *p);
	p += 1;
	printf("%d\n", *p);
	exit(0);
}
