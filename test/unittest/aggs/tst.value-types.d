/*
 * ASSERTION: Every integer type is a valid value: each is extended to 64
 * bits as signed or unsigned first, as its type says.
 */

#pragma D option quiet

BEGIN
{
	@c = sum((char)-1);
	@uc = sum((unsigned char)255);
	@s = sum((short)-300);
	@us = sum((unsigned short)65535);
	@i = sum((int)-70000);
	@ui = sum((unsigned int)4294967295);
	@l = sum((long)-5000000000);
	@ul = sum((unsigned long)5000000000);
	@i8 = max((int8_t)-128);
	@u64 = min((uint64_t)7);
	exit(0);
}
