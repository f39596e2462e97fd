/*
 * ASSERTION: #pragma D binding "version" identifier, of an identifier the
 * program declares before or after the pragma.
 */

int myvar;

#pragma D binding "1.0" myvar
#pragma D binding "1.6.3" myinline
#pragma D option quiet

inline int myinline = 3;

BEGIN
{
	printf("ok\n");
	exit(0);
}
