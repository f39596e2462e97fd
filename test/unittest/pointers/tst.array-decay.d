/*
 * ASSERTION: an array used as a value is a pointer to its first element:
 * assigned to a pointer, cast to a pointer or an integer, in pointer
 * arithmetic, passed for a void * (bcopy's source, which also takes a
 * string); extern declarations of arrays of unknown size are accepted.
 */
#pragma D option quiet

extern int ext[];

int arr[4];
char name[8];
int *p;
char *cp;

BEGIN
{
	arr[0] = 10; arr[1] = 11; arr[2] = 12; arr[3] = 13;
	name[0] = 'h'; name[1] = 'i';
	p = arr;
	cp = name;
	printf("%d %d %d\n", *p, p[3], *(arr + 2));
	printf("%d %s %d\n", *((int *)arr + 1), stringof((char *)name), *cp);
	printf("%d %d\n", (arr + 3) - arr, (uintptr_t)(arr + 1) - (uintptr_t)arr);

	this->buf = (char *)alloca(8);
	bcopy("abcdefg", this->buf, 8);
	printf("%s\n", stringof(this->buf));
	this->ibuf = (int *)alloca(8);
	bcopy(arr, this->ibuf, 8);
	printf("%d %d\n", this->ibuf[0], this->ibuf[1]);
	exit(0);
}
