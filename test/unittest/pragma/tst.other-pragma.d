/*
 * ASSERTION: Other pragmas (C says) are ignored, and D's own need "#pragma D".
 */

#pragma once
#pragma GCC system_header
#pragma option nosuchoption
#pragma
#pragma D
#
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
