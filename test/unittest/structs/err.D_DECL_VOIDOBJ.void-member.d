/*
 * ASSERTION: a union member of type void is refused with DTrace's words.
 */

union u {
	long l;
	void nothing;
};

BEGIN
{
	exit(0);
}
