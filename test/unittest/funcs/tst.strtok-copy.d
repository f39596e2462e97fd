/*
 * ASSERTION: strtok() keeps its own copy of the string: tokens and results of other string functions do not disturb it.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok(strjoin("one two", " three"), " "));
	printf("[%s] [%s]\n", toupper(strjoin("x", "y")), strtok(NULL, " "));
	printf("[%s] [%s]\n", strtok(NULL, " "), substr("abcdef", 2));
	exit(0);
}
