#!/bin/bash
#
# ASSERTION: every function of libc at once (pid$target:libc.so.6::entry,
# about 3000 probes, one shared program and one uprobe_multi link): the
# functions whose first instruction the kernel refuses to probe (here
# pthread_spin_lock, which starts with a lock-prefixed instruction:
# ENOTSUPP) are left out and named only under DTRACE_DEBUG, as DTrace
# skips what it cannot instrument; every other probe fires: getpid
# exactly N times.  With libc's debug file installed (libc6-dbg) its
# local functions are probed too, and some of them (__strcmp_avx2_rtm
# ...) are refused as well: only the exported pthread_spin_lock, refused
# everywhere, is checked by name.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
N=9

DTRACE_DEBUG=1 $dtrace -qn '
pid$target:libc.so.6::entry /probefunc == "getpid"/ { @ = count(); }
END { printa("getpid entries %@d\n", @); }' \
    -c "$TRIGGERS/pid-calls $N" 2>"$tmpd/err"
echo "dtrace exit $?"
sed -n 's/.*pid[0-9]*:\(libc[^ ]*\): the kernel refused the uprobe at .*: \(.*\)/refused \1: \2/p' \
    "$tmpd/err" | grep -F ':pthread_spin_lock:'
