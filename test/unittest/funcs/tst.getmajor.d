/*
 * ASSERTION: getmajor() and getminor() split a kernel dev_t: 12 bits of
 * major above 20 bits of minor.
 */
#pragma D option quiet

BEGIN
{
	dev = (8 << 20) | 17;
	printf("%d %d\n", getmajor(dev), getminor(dev));
	printf("%d %d\n", getmajor(0xfff00000), getminor(0xfffff));
	printf("%d %d\n", sizeof (getmajor(dev)), sizeof (getminor(dev)));
	exit(0);
}
