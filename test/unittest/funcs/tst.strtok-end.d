/*
 * ASSERTION: strtok() past the last token is NULL (tracing it faults) and forgets the string: strtok(NULL, ...) then faults too.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok("a,b,", ","));
	printf("[%s]\n", strtok(NULL, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(NULL, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(NULL, ","));
}

BEGIN
{
	exit(0);
}
