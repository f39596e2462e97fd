/*
 * ASSERTION: BEGIN and END whose clauses do not ask where the thread is
 * (no ustack(), uregs[], stack(), caller ...) need no uprobe: dtrace runs
 * their programs itself, so it makes no uprobe link and forks no uprobe
 * guard (the process that makes and holds every link).  The shell that
 * system() starts is a child of dtrace.
 */

#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("echo uprobe guards: $(pgrep -c -P $PPID -x dt-uprobe-guard)");
}

BEGIN
{
	exit(0);
}

END
{
	printf("END %d\n", pid == $pid);
}
