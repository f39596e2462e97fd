#!/bin/bash
#
# ASSERTION: the proc provider's exec, exec-success, exec-failure, create,
# start and exit probes fire exactly once per event of a small shell
# script's progeny: two commands run (two creates, starts, execs that
# succeed, in the new image), one that does not exist (a create, a start,
# an exec that fails with ENOENT), and four exits (the children and the
# shell) that all exited normally (CLD_EXITED).  create fires in the parent
# with the child's psinfo_t, start in the child, exec-success in the new
# image, exec with the path.
#
# Run by test/runtest.sh as: bash tst.progeny.sh $DTRACE.

dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/procprov.XXXXXX)
trap 'rm -rf $tmpd' EXIT

cat > $tmpd/p.d <<'D'
#pragma D option quiet

proc:::create /progenyof($target)/
{
	@["create, child's parent is the creator"] =
	    sum(args[0]->pr_ppid == pid && args[0]->pr_pid != pid);
	@["create"] = sum(1);
}
proc:::start /progenyof($target)/
{
	@["start, in the child"] = sum(ppid == $target && pid != $target);
	@["start"] = sum(1);
}
proc:::exec /progenyof($target)/ { @e[args[0]] = count(); }
proc:::exec-success /progenyof($target)/
{
	@["exec-success in the new image"] = sum(execname == "true");
	@["exec-success"] = sum(1);
}
proc:::exec-failure /progenyof($target)/ { @["exec-failure ENOENT"] = sum(args[0] == ENOENT); }
proc:::exit /progenyof($target)/ { @x[args[0]] = count(); }

END
{
	printa("%s %@d\n", @);
	printa("exec %s %@d\n", @e);
	printa("exit reason %d %@d\n", @x);
}
D

$dtrace -s $tmpd/p.d -c "/bin/sh -c '/bin/true a; /bin/true b; /nonexistent/cmd 2>/dev/null; exit 0'"
echo "status $?"
