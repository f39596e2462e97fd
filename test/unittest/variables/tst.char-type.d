/*
 * ASSERTION: a variable takes the type of the value first assigned to it:
 * a char variable wraps as a char does.
 */
#pragma D option quiet

BEGIN
{
	c = (char)127;
	c++;
	u = (unsigned char)255;
	u++;
	printf("%d %d\n", c, u);
	exit(0);
}
