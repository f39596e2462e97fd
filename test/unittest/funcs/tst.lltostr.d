/*
 * ASSERTION: lltostr() writes an integer in decimal.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(0), lltostr(1), lltostr(-1),
	    lltostr(1234567890));
	printf("[%s] [%s]\n", lltostr(9223372036854775807),
	    lltostr(-9223372036854775807 - 1));
	printf("[%s] [%s]\n", lltostr(-42), lltostr(strlen("abc")));
	exit(0);
}
