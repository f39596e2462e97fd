#!/bin/bash
#
# ASSERTION: curthread is the current task (struct task_struct *, from
# kernel BTF): in a pid probe of a -c process, curthread->pid and ->tgid are
# the pid user space knows ($target: dtrace forked it), ->comm is the
# program's name, and
# curthread->real_parent->tgid is ppid.  Members are read through kernel
# pointers (bpf_probe_read_kernel), two levels deep.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}

$dtrace -qn '
pid$target:a.out:go:entry
{
	printf("pid %s\n", curthread->pid == $target ? "= $target" : "differs");
	printf("tgid %s\n", curthread->tgid == $target ? "= $target" : "differs");
	printf("pid builtin %s\n", curthread->pid == pid ? "same" : "differs");
	printf("comm %s\n", curthread->comm);
	printf("parent %s\n", curthread->real_parent->tgid == ppid ? "= ppid" :
	    "differs");
	printf("type %d\n", sizeof(*curthread) == sizeof(struct task_struct));
	exit(0);
}' -c "$TRIGGERS/pid-calls 1"
echo "dtrace exit $?"
