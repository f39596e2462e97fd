/*
 * ASSERTION: #pragma D option quiet suppresses the header and probe lines.
 */

#pragma D option quiet

BEGIN
{
	printf("quiet\n");
	exit(0);
}
