/*
 * ASSERTION: A declaration cut short by the end of the file after a
 * word: DTrace's scanner read past the word and put back a NUL byte,
 * "syntax error near end-of-input", at the line after the last.
 */

int*x
