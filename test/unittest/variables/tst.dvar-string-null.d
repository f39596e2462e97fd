/*
 * ASSERTION: a string thread-local or associative array element that was
 * never set, or was deleted, is a NULL pointer, as in DTrace: it compares
 * equal to NULL, and reading it (trace(), printf("%s"), strlen()) faults
 * with "invalid address (0x0)" (dtrace:::ERROR's arg4 DTRACEFLT_BADADDR,
 * arg5 0).
 */
#pragma D option quiet

self string x;
string a[string];

BEGIN
{
	printf("%d %d\n", self->x == NULL, a["k"] == NULL);
	a["k"] = "v";
	printf("%d %s\n", a["k"] == NULL, a["k"]);
	a["k"] = 0;
	printf("%d\n", a["k"] == NULL);
}

BEGIN
{
	trace(self->x);
}

BEGIN
{
	printf("[%s]\n", a["k"]);
}

BEGIN
{
	trace(strlen(a["k"]));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d %x\n", arg4, arg5);
}
