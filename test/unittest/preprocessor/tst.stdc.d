/*
 * ASSERTION: -X s runs cpp in K&R mode: parameters are replaced inside strings.
 *
 * @@runtest-opts: -C -Xs
 */

#pragma D option quiet

#define STR(x) "x"

BEGIN
{
	printf("%s\n", STR(text));
	exit(0);
}
