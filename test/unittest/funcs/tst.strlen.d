/*
 * ASSERTION: strlen() counts the characters before the NUL.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", strlen(""), strlen("a"), strlen("hello world"),
	    strlen("tab\there"));
	printf("%d\n", strlen(strjoin("abc", "defg")));
	printf("%d\n", strlen(probename));
	exit(0);
}
