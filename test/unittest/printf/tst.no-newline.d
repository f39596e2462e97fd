/*
 * ASSERTION: Output without a final newline is followed by the closing newline.
 */

#pragma D option quiet

BEGIN
{
	printf("no newline");
	exit(0);
}
