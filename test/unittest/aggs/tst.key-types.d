/*
 * ASSERTION: Integer keys print by size as DTrace prints them: 8 bytes
 * " %16lld", 4 bytes " %8d", 2 bytes " %5d" and 1 byte " %3d" (the narrow
 * ones unsigned); pointers print as 8-byte integers.
 */

#pragma D option quiet

BEGIN
{
	@c[(char)65] = count();
	@s[(short)-2] = count();
	@i[(int)-2] = count();
	@u[(unsigned int)4294967295] = count();
	@l[(long)-2] = count();
	@p[(char *)4660] = count();
	exit(0);
}
