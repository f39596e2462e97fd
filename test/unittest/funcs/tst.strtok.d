/*
 * ASSERTION: strtok() returns the tokens of a string one by one; strtok(NULL, delim) goes on with the last string, from clause to clause of a probe firing.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strtok(",,,Carrots,,Barley,Oatmeal,,,Beans,", ","));
}

BEGIN
{
	printf("[%s]\n", strtok(NULL, ","));
	printf("[%s]\n", strtok(NULL, ","));
}

BEGIN
{
	printf("[%s]\n", strtok(NULL, ","));
	exit(0);
}
