/*
 * ASSERTION: strjoin() concatenates two strings, either of which may be empty.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", strjoin("foo", "bar"), strjoin("", "bar"),
	    strjoin("foo", ""), strjoin("", ""));
	printf("[%s]\n", strjoin(probeprov, probename));
	exit(0);
}
