/*
 * ASSERTION: The other conversions of a printa() format take the keys in
 * order; keys the format does not use are left out.
 */

#pragma D option quiet

BEGIN
{
	@a["alpha", 1] = sum(10);
	@a["beta", 22] = sum(20);
	printa("%-8s|%4d|%@3d|\n", @a);
	printa("%s=%@d ", @a);
	printf("\n");
	exit(0);
}
