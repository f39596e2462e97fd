/*
 * ASSERTION: an inline's value has the inline's declared type.
 */
#pragma D option quiet

inline char C = 300;
inline unsigned char UC = -1;

BEGIN
{
	printf("%d %d %d\n", C, UC, sizeof (C));
	exit(0);
}
