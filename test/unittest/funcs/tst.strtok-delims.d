/*
 * ASSERTION: strtok() delimiters are a set of characters, and may change from call to call.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]", strtok("a b\tc;d", " \t;"));
	printf("[%s]", strtok(NULL, " \t;"));
	printf("[%s]", strtok(NULL, ";"));
	printf("[%s]\n", strtok(NULL, ";"));
	printf("[%s] [%s] [%s] [%s]\n", strtok("foo", ""), strtok("foobar", "o"),
	    strtok("oobar", "o"), strtok("foo", "bar"));
	exit(0);
}
