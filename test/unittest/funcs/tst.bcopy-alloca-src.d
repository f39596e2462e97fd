/*
 * ASSERTION: bcopy() copies between alloca() buffers.
 */
#pragma D option quiet

BEGIN
{
	a = (char *)alloca(4);
	b = (char *)alloca(4);
	a[0] = 'h';
	a[1] = 'i';
	a[2] = 0;
	bcopy(a, b, 3);
	a[0] = 'x';
	printf("%s %s\n", stringof(a), stringof(b));
	exit(0);
}
