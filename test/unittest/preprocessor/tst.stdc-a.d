/*
 * ASSERTION: -X a is ISO C: # makes a string, parameters are not replaced inside
 *	strings.
 *
 * @@runtest-opts: -C -Xa
 */

#pragma D option quiet

#define STR(x) #x
#define STRQ(x) "x"

BEGIN
{
	printf("%s %s\n", STR(text), STRQ(text));
	exit(0);
}
