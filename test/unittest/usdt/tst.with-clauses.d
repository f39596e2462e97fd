/*
 * ASSERTION: a provider definition may sit in a script with clauses (the
 * clauses run as usual).
 */
provider mixed {
	probe p(int, char *);
};

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
