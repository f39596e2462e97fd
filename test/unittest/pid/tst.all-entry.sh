#!/bin/bash
#
# ASSERTION: every function of a program and all its libraries at once
# (pid$target:::entry and pid$target:::return: the executable, libc and
# the dynamic linker, several thousand probes in a few shared programs
# and a link per object): the known calls are counted exactly, entries
# and returns alike (add8, square and getpid N times each, depth 6
# times, go once under its canonical name), and the probes of the
# executable and libc fire (the dynamic linker's too, but which of its
# few exported functions run after start is glibc's business: not shown).
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
N=4

$dtrace -qn '
pid$target:::entry, pid$target:::return
/probefunc == "add8" || probefunc == "square" || probefunc == "getpid" ||
 probefunc == "depth" || probefunc == "go"/
{
	@[probemod, probefunc, probename] = count();
}
pid$target:::entry { @mods[probemod] = count(); }
END {
	printa("%s %s %s %@d\n", @);
	printa("%s fired\n", @mods);
}' -c "$TRIGGERS/pid-calls $N" | grep -v '^ld-linux' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
