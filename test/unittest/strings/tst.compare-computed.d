/*
 * ASSERTION: Comparisons of computed strings: built-in variables and subroutine results.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", probename == "BEGIN", probeprov == "dtrace",
	    execname == "dtrace");
	printf("%d %d %d\n", strjoin("ab", "c") == "abc", toupper("abc") == "ABC",
	    substr("foobar", 3) > substr("foobar", 0, 3));
	printf("%d %d\n", probename == probename, strjoin(probeprov, probename) ==
	    "dtraceBEGIN");
	exit(0);
}
