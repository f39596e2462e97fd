/*
 * ASSERTION: a char buffer in alloca() memory is a string to stringof()
 * and printf().
 */
#pragma D option quiet

BEGIN
{
	s = (char *)alloca(4);
	s[0] = 'a';
	s[1] = '/';
	s[2] = 'b';
	s[3] = 0;
	printf("%s %s\n", stringof(s), stringof(s + 2));
	exit(0);
}
