#!/bin/bash
#
# ASSERTION: a rawtp probe fires with the tracepoint's arguments: argN is
# the raw 64-bit value and args[N] has its BTF type, so args[N]->member
# reads the kernel's memory.  tp-forkexec forks 3 children that exec
# /bin/true: sched_process_fork's args[1] is each child (arg1 its address),
# sched_process_exec's args[0] the exec'ing task (args[1], a pid_t, its
# pid) and args[2] the struct linux_binprm *.  A tracepoint whose argument
# is a function pointer (a tp_btf program may not read it) attaches too.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/tst.rawtp.XXXXXX)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qn '
rawtp:sched::sched_process_fork /pid == $target/
{
	printf("fork %d %d\n", args[1]->pid, arg1 == (uint64_t)args[1]);
}
rawtp:sched::sched_process_exec /progenyof($target)/
{
	printf("exec %d %d %s %s\n", args[0]->pid, args[0]->pid == args[1],
	    stringof(args[0]->comm), stringof(args[2]->filename));
}
rawtp:workqueue::workqueue_execute_end /0/
{
	trace(args[1]);
}' -c "$TRIGGERS/tp-forkexec" >"$tmpd/out" || exit 1

grep '^child ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/children"
grep '^fork ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/forks"
grep '^exec ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/execs"
echo "children: $(wc -l <"$tmpd/children")"
cmp -s "$tmpd/children" "$tmpd/forks" && echo "fork args[1]->pid = child pids"
cmp -s "$tmpd/children" "$tmpd/execs" && echo "exec args[0]->pid = child pids"
grep '^fork ' "$tmpd/out" | awk '{ print $3 }' | sort | uniq -c
grep '^exec ' "$tmpd/out" | awk '{ print $3, $4, $5 }' | sort | uniq -c
exit 0
