/*
 * ASSERTION: by default alloca() has 256 bytes in a clause: a constant
 * size beyond it is refused at compile time, with DTrace's message.
 */
BEGIN
{
	alloca(257);
}
