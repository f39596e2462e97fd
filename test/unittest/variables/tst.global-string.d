/*
 * ASSERTION: a global string variable holds a copy of the string assigned
 * to it; a shorter string replaces a longer one completely.
 */
#pragma D option quiet

BEGIN
{
	s = "a longer string";
	printf("[%s]\n", s);
	s = "short";
	printf("[%s]\n", s);
	t = s;
	s = "changed";
	printf("[%s] [%s]\n", s, t);
	exit(0);
}
