/*
 * ASSERTION: the casts DTrace allows besides C's: a pointer or an integer
 * to string (the string at that address; NULL faults where it is read), a
 * struct to its own type.
 */
#pragma D option quiet

struct s {
	int a;
} x;

BEGIN
{
	x.a = 5;
	y = (struct s)x;
	p = (char *)alloca(8);
	p[0] = 'h';
	p[1] = 'i';
	p[2] = 0;
	printf("%d %s %s\n", y.a, (string)p, (string)(uint64_t)p);
}

BEGIN
{
	trace((string)0);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d %d\n", arg4, arg5);
}
