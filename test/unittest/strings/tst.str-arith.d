/*
 * ASSERTION: D treats a string as a pointer to its first char in + and -,
 * as DTrace does: string + int, int + string and string - int are the
 * string that many chars further ("abc" + 1 is "bc"), so a chain of them
 * stays in the first string; a count from a variable works too, and a
 * count past the end gives the empty string.  The result is a string:
 * subroutines, comparisons, aggregation keys and char * take it.
 */

#pragma D option quiet

char *p;

BEGIN
{
	s = "abcdef";
	i = 2;
	printf("%s|%s|%s|%s\n", s + 1, "xyz" + 2, 1 + s, s + i);
	printf("%s|%s\n", (s + 3) - 1, 1 + (s + 1) + 1);
	printf("%d %d %s\n", strlen(s + 2), s + 1 == "bcdef", substr(s + 1, 1));
	printf("[%s] [%s]\n", s + 6, s + 1000);
	p = s + 4;
	printf("%s %d\n", stringof(p), s - s);
	@[s + 5] = count();
	exit(0);
}
