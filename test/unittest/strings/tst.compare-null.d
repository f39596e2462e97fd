/*
 * ASSERTION: A string compares with 0 (NULL), which compares as the empty string; subroutines that find nothing are NULL.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", "abc" == 0, "abc" != 0, "" == 0, 0 == "");
	printf("%d %d\n", strchr("abc", 'z') == 0, strchr("abc", 'b') != 0);
	printf("%d %d\n", strstr("abc", "x") == strrchr("abc", 'y'),
	    strstr("abc", "x") < "a");
	exit(0);
}
