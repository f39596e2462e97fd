/*
 * ASSERTION: -x cpp is -C.
 *
 * @@runtest-opts: -xcpp
 */

#pragma D option quiet

#define MSG "preprocessed"

BEGIN
{
	printf("%s\n", MSG);
	exit(0);
}
