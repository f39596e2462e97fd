#!/bin/bash
#
# ASSERTION: a tracepoint argument that points to a kernel struct has that
# type (from the kernel's BTF), so args[N]->member reads the kernel's
# memory: in sched_process_exec, args[0] is the struct task_struct * of
# the exec'ing task (its pid is args[1], its comm the new program's) and
# args[2] the struct linux_binprm * (its filename the path exec'd); in
# sched_process_fork, args[1] is the child, whose pid the trigger printed.
# -lv shows the types.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/tst.sdt.XXXXXX)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -lvn sdt:sched::sched_process_exec | grep 'args\['
$dtrace -qn '
sdt:sched::sched_process_fork /pid == $target/
{
	printf("fork %d\n", args[1]->pid);
}
sdt:sched::sched_process_exec /progenyof($target)/
{
	printf("exec %d %d %s %s\n", args[0]->pid, args[0]->pid == args[1],
	    stringof(args[0]->comm), stringof(args[2]->filename));
}' -c "$TRIGGERS/tp-forkexec" >"$tmpd/out" || exit 1

grep '^child ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/children"
grep '^fork ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/forks"
grep '^exec ' "$tmpd/out" | awk '{ print $2 }' | sort >"$tmpd/execs"
echo "children: $(wc -l <"$tmpd/children")"
cmp -s "$tmpd/children" "$tmpd/forks" && echo "fork args[1]->pid = child pids"
cmp -s "$tmpd/children" "$tmpd/execs" && echo "exec args[0]->pid = child pids"
grep '^exec ' "$tmpd/out" | awk '{ print $3, $4, $5 }' | sort | uniq -c
