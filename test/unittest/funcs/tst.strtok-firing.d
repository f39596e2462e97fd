/*
 * ASSERTION: strtok(NULL, ...) does not go on with the string of another probe firing.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok("a,b,c", ","));
	exit(0);
}

END
{
	printf("[%s]\n", strtok(NULL, ","));
}
