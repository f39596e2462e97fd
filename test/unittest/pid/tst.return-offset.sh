#!/bin/bash
#
# ASSERTION: a return probe fires at each ret of the function, as in
# DTrace, and its arg0 is the offset of that ret in the function: depth()
# of pid-calls has two rets (depth(0) returns through one, depth(1..5)
# through the other); their offsets as objdump shows them are the arg0
# values seen (1 and 5 times), each an instruction that the offset probes
# of depth list (-l pid$target:a.out:depth:); the return value (arg1) is
# rax at the ret.  PIE and fixed-address executable alike.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/rets.sh"

for prog in pid-calls pid-calls-nopie; do
	bin=$TRIGGERS/$prog
	rets=($(ret_offsets "$bin" depth))
	echo "== $prog: ${#rets[@]} rets in depth"
	$dtrace -l -n 'pid$target:a.out:depth:' -c "$bin 0" |
	    awk '{ print $5 }' >"${TMPDIR:-/tmp}/insns.$$"
	for r in "${rets[@]}"; do
		grep -qx "$r" "${TMPDIR:-/tmp}/insns.$$" &&
		    echo "ret is an offset probe of depth" ||
		    echo "ret $r is no offset probe of depth"
	done
	rm -f "${TMPDIR:-/tmp}/insns.$$"
	$dtrace -qn 'pid$target:a.out:depth:return { @[arg0] = count(); @s[arg0] = sum(arg1); }
	END { printa("%x %@d %@d\n", @, @s); }' -c "$bin 1" |
	    sed "/^$/d; s/^${rets[0]} /ret1 /; s/^${rets[1]} /ret2 /" | sort
	echo "dtrace exit ${PIPESTATUS[0]}"
done
