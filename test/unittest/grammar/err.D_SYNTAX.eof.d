/*
 * ASSERTION: A clause the end of the file cuts short after a token the
 * scanner did not look past: "syntax error near end of input" (bison's
 * error at the end), not DTrace's scanner's "end-of-input".
 */

BEGIN
{
	x = 1;
