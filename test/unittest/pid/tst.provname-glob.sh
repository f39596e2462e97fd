#!/bin/bash
#
# ASSERTION: a glob in the pid provider's name that ends in the process's
# pid, as in DTrace (p*d$target, *$target, pi?$target), names that
# process's pid probes: here add8's entries and square's returns (N = 3),
# with the probe's provider pidPID and the executable's name as module.
# A glob after "pid" (pid*) stays a glob over pids (tst.pid-glob.sh).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}

$dtrace -qn '
p*d$target:a.out:add8:entry, pi?$target:a.out:square:return
{
	@[probeprov == strjoin("pid", lltostr(pid)) ? "pidPID" : probeprov,
	    probemod, probefunc, probename] = count();
}
*$target:a.out:go:entry
{
	@["glob*", probemod, probefunc, probename] = count();
}
END { printa("%s %s %s %s %@d\n", @); }' -c "$TRIGGERS/pid-calls 3" | sort
echo "dtrace exit ${PIPESTATUS[0]}"
