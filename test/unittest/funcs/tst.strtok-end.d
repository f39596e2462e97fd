/*
 * ASSERTION: strtok() past the last token is NULL (tracing it faults) and forgets the string: strtok(NULL, ...) then faults too.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok("a,b,", ","));
	printf("[%s]\n", strtok(0, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(0, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(0, ","));
}

BEGIN
{
	exit(0);
}
