/*
 * ASSERTION: long may not qualify a struct: DTrace's tag and text, at the line of the body's brace.
 */

long struct record
{
	int x;
};

BEGIN
{
	exit(0);
}
