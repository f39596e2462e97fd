#!/bin/bash
#
# ASSERTION: a pid probe that matches but has no site a uprobe may go at
# is never attached and is reported on stderr, once, one line per probe
# ("dtrace: pid probe P has no safe site: its first instruction (...)
# ..."), or beyond 10 such probes one line with their number; -lv says why
# for each probe ("Probe site: ...").  The rest attach and fire.  Before,
# pthread_spin_lock:entry said "matched 1 probe" and silently never fired;
# inner:entry (a symbol inside outer's movabs, on a 0x90 byte) wrote its
# breakpoint into outer's immediate.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
prog=$TRIGGERS/pid-sites
pidnum() { sed 's/pid[0-9][0-9]*:/pidPID:/g; s/pid [0-9][0-9]* has exited/pid PID has exited/'; }

echo "== each probe with no site, named"
$dtrace -qn '
pid$target:a.out:spin_inc:entry, pid$target:a.out:flags_rt:entry,
pid$target:a.out:avx_bcast:entry, pid$target:a.out:inner:entry,
pid$target:a.out:copy_rep:3, pid$target:a.out:raw_getpid:5,
pid$target:a.out:xchg_r8:6, pid$target:a.out:jtab:27,
pid$target:a.out:inner:return
{ @[probefunc, probename] = count(); }
pid$target:a.out:outer:entry, pid$target:a.out:copy_rep:5
{ @[probefunc, probename] = count(); }
END { printa("%s:%s %@d\n", @); }' -c "$prog 4" >"$tmpd/out" 2>"$tmpd/err"
echo "dtrace exit $?"
grep -v '^$' "$tmpd/out"
pidnum <"$tmpd/err" | sort

echo "== many: one line"
$dtrace -qn 'pid$target:a.out:: { n++; }' -c "$prog 2" >/dev/null 2>"$tmpd/err"
echo "dtrace exit $?"
sed 's/[0-9][0-9]*/N/g' "$tmpd/err"

echo "== -lv"
$dtrace -lv -n 'pid$target:a.out:spin_inc:entry' -c "$prog 1" |
    grep 'Probe site'
$dtrace -lv -n 'pid$target:a.out:copy_rep:' -c "$prog 1" |
    awk '$5 ~ /^[0-9a-f]+$/ { p = $5 } /Probe site/ { print p ":", $0 }'

echo "== libc and libm"
$dtrace -n 'pid$target:libc.so.6:pthread_spin_lock:entry' -c true 2>&1 |
    pidnum | grep -v '^$'
$dtrace -lv -n 'pid$target:libm.so.6:__fma_fma4:entry' -c "mawk BEGIN{}" |
    grep 'Probe site'
