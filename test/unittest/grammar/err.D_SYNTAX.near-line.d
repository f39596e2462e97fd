/*
 * ASSERTION: A syntax error at a word DTrace's scanner looked past (to
 * tell a variable from a type) quotes the rest of the word's line, as
 * DTrace's does; at other tokens, the token.
 */

BEGIN
{
	x = y z + 1; exit(0);
}
