/*
 * ASSERTION: lltostr() in bases 2 to 36: "0x" before hex, "0" before octal, other bases than 10 unsigned.
 */

#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(255, 2), lltostr(255, 8),
	    lltostr(255, 16), lltostr(255, 36));
	printf("[%s] [%s] [%s] [%s]\n", lltostr(0, 2), lltostr(0, 8),
	    lltostr(0, 16), lltostr(0, 10));
	printf("[%s] [%s]\n", lltostr(-1, 16), lltostr(-1, 8));
	printf("[%s]\n", lltostr(-1, 2));
	printf("[%s] [%s]\n", lltostr(-42, 10), lltostr(35, 36));
	exit(0);
}
