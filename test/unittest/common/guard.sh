# Sourced by tests that kill dtrace: wait_guard D waits until the uprobe
# guard of dtrace process D (attach/dt_guard.c, named "dt-uprobe-guard for
# D") has exited, at most 120 s.  The guard detaches every uprobe of a
# dtrace that went away, then exits; until then the breakpoints and
# semaphores of its links may still be in the target (their removal waits
# for RCU grace periods, longer on a loaded machine), so a test checks what
# is left only after this.
wait_guard() {
	local i
	for i in $(seq 12000); do
		pgrep -f "^dt-uprobe-guard for $1( |\$)" >/dev/null || return 0
		sleep 0.01
	done
	echo "the uprobe guard of dtrace $1 is still there after 120 s"
	return 1
}
