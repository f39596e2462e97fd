#!/bin/bash
#
# ASSERTION: a return probe whose clauses neither read arg0 nor observe
# the site is a uretprobe where its function allows one
# (prov/pid/dt_pid_place.c), and still fires once per call with the return
# value in arg1.  In pid-place (asm functions): lf_rets, a leaf with three
# rets, returns -1, 3 and 100 three times each from main and 0..8 from
# calls_out; mv_push (push/pop) returns 6i+15 for i = 0..8 (sum 351).
# ra_read, which reads its own return address, and calls_out, which
# calls, keep their return sites: ra_read still returns its caller's
# address (pid-place prints "ra ok") and both fire 9 times.  -xdebug
# (DTRACE_DEBUG) names each placement.  With a clause that reads arg0,
# lf_rets's probe is at its three rets again, arg0 their offsets as
# objdump shows them; with ustack() too.  -F indents uretprobe returns
# as the calls nest.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/rets.sh"
. "$(dirname "$0")/place.sh"
placement() {
	placements '[a-z_]*:return:\{0,1\}' | sed '/^calls_out:return: /d' | sort -u
}

echo "== uretprobes"
DTRACE_DEBUG=1 $dtrace -qn '
pid$target:a.out:lf_rets:return { @r[arg1] = count(); }
pid$target:a.out:mv_push:return { @p = sum(arg1); @c = count(); }
pid$target:a.out:ra_read:return, pid$target:a.out:calls_out:return
{ @n[probefunc] = count(); }
END { printa("lf_rets %d %@d\n", @r); printa("mv_push sum %@d", @p);
    printa(" count %@d\n", @c); printa("%s %@d\n", @n); }' \
    -c "$bin 9" 2>"$log" | sed '/^$/d'
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== arg0: the return sites"
rets=($(ret_offsets "$bin" lf_rets))
echo "${#rets[@]} rets in lf_rets"
DTRACE_DEBUG=1 $dtrace -qn 'pid$target:a.out:lf_rets:return
{ @[arg0, arg1] = count(); } END { printa("%x %d %@d\n", @); }' \
    -c "$bin 3" 2>"$log" | sed "/^$/d; s/^${rets[0]} /ret1 /;
    s/^${rets[1]} /ret2 /; s/^${rets[2]} /ret3 /" | sort
echo "dtrace exit ${PIPESTATUS[0]}"
placement

echo "== ustack(): the return sites"
DTRACE_DEBUG=1 $dtrace -qn 'pid$target:a.out:lf_rets:return /arg1 == 100/
{ ustack(1); }' -c "$bin 3" 2>"$log" | sed '/^$/d; s/+0x[0-9a-f]*$//;
    s/^ *//' | sort | uniq -c
placement

echo "== -F"
$dtrace -F -n 'pid$target:a.out:lf_rets:entry, pid$target:a.out:lf_rets:return,
pid$target:a.out:calls_out:entry, pid$target:a.out:calls_out:return' \
    -c "$bin 1" 2>/dev/null | sed 's/^ *[0-9][0-9]* /C /; s/ *$//; /^$/d; /^ra ok$/d'
rm -f "$log"
