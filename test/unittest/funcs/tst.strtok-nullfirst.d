/*
 * ASSERTION: strtok(NULL, ...) before any string faults with an invalid address.
 */

#pragma D option quiet

BEGIN
{
	trace(strtok(NULL, ","));
}

BEGIN
{
	printf("after\n");
	exit(0);
}
