/*
 * ASSERTION: A predicate the end of the file follows: "syntax error near
 * end-of-input", as DTrace's scanner reads the NUL byte it put back.
 */

BEGIN
/1/
