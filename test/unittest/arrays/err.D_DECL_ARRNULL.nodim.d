/*
 * ASSERTION: An array variable declared without a dimension or a tuple
 * signature: DTrace's tag and words.
 */

int a[];

BEGIN
{
	exit(0);
}
