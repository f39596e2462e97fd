/*
 * ASSERTION: a BEGIN clause that asks where the thread is (here ustack())
 * keeps BEGIN's uprobe on dt_begin_probe(), so it shows that function, as
 * Oracle Linux DTrace shows its BEGIN_probe(): dtrace forks the uprobe
 * guard, which makes the link.
 */

#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("echo uprobe guards: $(pgrep -c -P $PPID -x dt-uprobe-guard)");
	ustack(1);
	exit(0);
}
