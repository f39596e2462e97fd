#!/bin/bash
#
# ASSERTION: The signal constants of DTrace's signal.d have the system's
# values (as bash's kill -l gives them).
#
# Run by test/runtest.sh as: bash tst.sigdefs.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
names="HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM
TERM STKFLT CHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH
IO PWR SYS"
prog="BEGIN {"
for n in $names; do
	prog="$prog printf(\"%s %d\\n\", \"$n\", SIG$n);"
done
prog="$prog exit(0); }"
$dtrace -qn "$prog" >"${TMPDIR:-/tmp}/sigdefs.$$" || exit 1
bad=0
while read -r n v; do
	[ -z "$n" ] && continue
	want=$(kill -l "SIG$n")
	[ "$v" = "$want" ] || { echo "SIG$n is $v, expected $want"; bad=1; }
done <"${TMPDIR:-/tmp}/sigdefs.$$"
rm -f "${TMPDIR:-/tmp}/sigdefs.$$"
echo "checked $(echo $names | wc -w) signals"
exit $bad
