/*
 * ASSERTION: strchr() and strrchr() of NUL find the terminating NUL: the empty string.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] %d %d\n", strchr("abc", 0), strrchr("abc", 0),
	    strlen(strchr("abc", 0)), strlen(strrchr("", 0)));
	exit(0);
}
