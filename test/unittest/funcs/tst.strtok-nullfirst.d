/*
 * ASSERTION: strtok(NULL, ...) before any string faults with an invalid address.
 */

#pragma D option quiet

BEGIN
{
	trace(strtok(0, ","));
}

BEGIN
{
	printf("after\n");
	exit(0);
}
