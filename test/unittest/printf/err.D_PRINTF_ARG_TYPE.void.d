/*
 * ASSERTION: a void argument (here a cast to void) does not match
 * any printf conversion; the message shows the conversion, its prototype
 * and the argument's type.
 */
#pragma D option quiet

BEGIN
{
	i = 0;
	printf("%s\n", (void)i);
	exit(0);
}
