/*
 * ASSERTION: A clause without its closing brace.
 */

BEGIN
{
	printf("x\n");
