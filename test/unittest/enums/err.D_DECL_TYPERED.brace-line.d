/*
 * ASSERTION: a second definition of an enum is refused at the line of its
 * opening brace, as in DTrace.
 */

enum color { RED, GREEN };

enum color
{
	BLUE,
	CYAN
};

BEGIN
{
	exit(0);
}
