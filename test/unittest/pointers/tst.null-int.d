/*
 * ASSERTION: NULL is DTrace's `inline long NULL = 0`, an integer: it may
 * be printed with %u and %d, added to, and assigned to a pointer and to a
 * string (the string is then empty); a string and a char pointer may be
 * assigned to each other.
 */
#pragma D option quiet

string s;
char *p;

BEGIN
{
	printf("%u %d %d\n", NULL, NULL + 1, NULL == 0);
	s = "abc";
	s = NULL;
	p = NULL;
	printf("[%s] %d\n", s, p == NULL);
	p = "xyz";
	s = p;
	printf("[%s] [%s]\n", s, stringof(p));
	exit(0);
}
