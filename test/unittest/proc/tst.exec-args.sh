#!/bin/bash
#
# ASSERTION: proc:::exec's args[0] is the path being executed, a string
# (what the caller passed: with execve(2) or execveat(2)); its translated
# lwpsinfo_t/psinfo_t arguments elsewhere may be copied whole (trace of
# *args[0] in signal-send) as any struct.
#
# Run by test/runtest.sh as: bash tst.exec-args.sh $DTRACE.

dtrace=${1:-$DTRACE}

$dtrace -qn '
proc:::exec /progenyof($target)/ { printf("exec [%s] %d\n", args[0], strlen(args[0])); }
proc:::signal-send /progenyof($target) && args[2] == SIGKILL/
{
	this->l = *args[0];
	printf("lwpsinfo copy %d\n", this->l.pr_lwpid == args[1]->pr_pid);
}' -c "/bin/sh -c '/bin/echo hi >/dev/null; (while :; do :; done) & kill -9 \$!; wait; exit 0'"
echo "status $?"
