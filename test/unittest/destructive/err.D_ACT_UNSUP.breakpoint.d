/*
 * ASSERTION: breakpoint() is refused: a BPF program cannot stop the kernel.
 */

#pragma D option destructive

BEGIN
{
	breakpoint();
}
