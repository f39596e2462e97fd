#!/bin/bash
#
# ASSERTION: in a tracepoint probe, stack() gives kernel frames
# (vmlinux`function+0xoff, with the exec path among them, and none of the
# tracer's own: the BPF program, bpf_trace_run<N>), ustack() the
# user frames of the process that forks (libc's fork), and pid, tid and
# execname are the firing task's.
#
# Run by test/runtest.sh as: bash tst.stack.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

out=$($dtrace -qn '
sdt:sched::sched_process_exec /progenyof($target)/ { @k[stack()] = count(); }
sdt:sched::sched_process_fork /pid == $target/
{
	@u[ustack()] = count();
	@w[pid == $target, tid == $target, execname] = count();
}' -c "$TRIGGERS/tp-forkexec") || exit 1
echo "$out" | grep -q -E '^ +vmlinux`[A-Za-z_][A-Za-z0-9_.]*\+0x[0-9a-f]+$' &&
    echo "kernel frames: yes"
echo "$out" | grep -q -E '^ +vmlinux`(bprm_execve|do_execveat_common)' &&
    echo "exec path: yes"
echo "$out" | grep -q -E '^ +(bpf`|vmlinux`bpf_trace_run)' ||
    echo "no tracer frames"
echo "$out" | grep -q -E '^ +libc\.so\.6`' && echo "user frames: libc"
echo "$out" | grep -E '^ +1 +1 +tp-forkexec +3$' | awk '{ print $3, $4 }'
exit 0
