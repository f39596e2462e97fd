/*
 * ASSERTION: printa() formats: %@ conversions take the value, with flags,
 * width and precision; count() formats as unsigned, the others as signed.
 */

#pragma D option quiet

BEGIN
{
	@c = count();
	@s = sum(-42);
	@x = sum(255);
	printa("count %@d|%@u|%@5d|%@-5d|\n", @c);
	printa("sum %@d %@i %@u\n", @s);
	printa("hex %@x %@X %@#x %@o %@08d\n", @x);
	exit(0);
}
