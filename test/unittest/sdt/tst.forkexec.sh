#!/bin/bash
#
# ASSERTION: sdt:sched::sched_process_fork and sched_process_exec fire for
# a trigger's fork/exec, exactly once each per child (3 children), and the
# typed argument args[1] of sched_process_exec (pid_t old_pid, an int32_t)
# is the pid of each child that the trigger printed.
#
# Run by test/runtest.sh as: bash tst.forkexec.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/tst.sdt.XXXXXX)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qn '
sdt:sched::sched_process_fork /pid == $target/ { @f = count(); }
sdt:sched::sched_process_exec /progenyof($target)/
{
	@e = count();
	printf("exec %d %d %s\n", args[1], sizeof(args[1]), execname);
}
END { printa("forks %@d\n", @f); printa("execs %@d\n", @e); }' \
    -c "$TRIGGERS/tp-forkexec" >"$tmpd/out" || exit 1

grep '^child ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/children"
grep '^exec ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/execs"
echo "children: $(wc -l <"$tmpd/children")"
cmp -s "$tmpd/children" "$tmpd/execs" && echo "exec pids = child pids"
grep '^exec ' "$tmpd/out" | awk '{ print "size", $3, $4 }' | sort -u
grep -E '^(forks|execs) ' "$tmpd/out"
