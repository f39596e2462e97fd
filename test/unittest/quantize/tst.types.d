/*
 * ASSERTION: Values of narrow and unsigned types quantize by their value
 * as their type extends it: (char)-1 is -1, (unsigned char)255 is 255.
 */

#pragma D option quiet

BEGIN
{
	@c = quantize((char)-1);
	@uc = quantize((unsigned char)255);
	@u64 = quantize((uint64_t)0x8000000000000000);
	exit(0);
}
