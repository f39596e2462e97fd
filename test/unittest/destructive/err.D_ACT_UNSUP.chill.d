/*
 * ASSERTION: chill() is refused: a BPF program cannot spin.
 */

#pragma D option destructive

BEGIN
{
	chill(100);
	exit(0);
}
