/*
 * ASSERTION: Integer keys of different types are compatible; the first use
 * fixes how the key is stored, so (int32_t)1 and (int64_t)1 are one key.
 */

#pragma D option quiet

BEGIN
{
	@[(int32_t)1, 2] = count();
	@[(int64_t)1, 2] = count();
	@[(char)1, (long)2] = count();
	exit(0);
}
