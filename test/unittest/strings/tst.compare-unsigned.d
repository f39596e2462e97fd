/*
 * ASSERTION: Bytes compare as unsigned: a byte above 127 sorts after ASCII.
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", "\377" > "a", "\200" > "\177", "a\377" > "ab");
	printf("%d %d\n", "\001" < "\002", "" < "\001");
	exit(0);
}
