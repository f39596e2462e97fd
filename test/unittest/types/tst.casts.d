/*
 * ASSERTION: Casts truncate and sign-extend as in C.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", (char)257, (unsigned char)-1, (short)65537, (int)2147483648);
	printf("%d %d\n", (char)128, (unsigned short)-1);
	exit(0);
}
