/*
 * ASSERTION: caller is the kernel's caller: none when the probe fires in
 * user space (a uprobe), so 0.
 */

#pragma D option quiet

BEGIN
{
	printf("%x\n", caller);
	exit(0);
}
