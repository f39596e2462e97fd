/*
 * ASSERTION: every member of a union is at offset 0.
 */
#pragma D option quiet

union u {
	char c;
	long l;
};

BEGIN
{
	printf("%d %d\n", offsetof(union u, c), offsetof(union u, l));
	exit(0);
}
