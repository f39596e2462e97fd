#!/bin/bash
#
# ASSERTION: return probes on the functions a cancelled thread is inside
# leave its cancellation whole.  pthread_cancel() unwinds the thread with
# libgcc's unwinder, through the landing pads of pid-cancel's cleanups
# (built with -fexceptions); a uretprobe replaces the return address the
# unwinder walks by, so outer, middle, waiter and pause (which call
# other code) keep their return sites (prov/pid/dt_pid_place.c: a
# uretprobe only on a leaf): every thread is cancelled and both its
# cleanups run (6 for 3 threads), as untraced; entries fire once per call
# and no return fires where none happens.  The leaf leaf() returns 3
# times.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
bin=$TRIGGERS/pid-cancel
log=${TMPDIR:-/tmp}/cancel.$$

echo "== untraced"
"$bin" 3
echo "== traced"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:outer:entry, pid$target:a.out:middle:entry,
pid$target:a.out:waiter:entry, pid$target:a.out:leaf:entry,
pid$target:a.out:outer:return, pid$target:a.out:middle:return,
pid$target:a.out:waiter:return, pid$target:a.out:leaf:return,
pid$target:libc.so.6:pause:entry, pid$target:libc.so.6:pause:return
{ @[probefunc, probename] = count(); }
END { printa("%s %s %@d\n", @); }' -c "$bin 3" 2>"$log" | sed '/^$/d' | sort
echo "dtrace exit ${PIPESTATUS[0]}"
sed -n 's/^libdtrace DEBUG: pid: pid[0-9]*:[^:]*:\([a-z_]*:return\) at/\1 at/p' \
    "$log" | sort -u
rm -f "$log"
