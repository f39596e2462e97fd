#!/bin/bash
#
# ASSERTION: stapsdt probes are found and fire at the right addresses in
# both kinds of executables: sdt-loop-pie (ET_DYN, loaded at a random base)
# and sdt-loop-nopie (ET_EXEC, at its link addresses).  Each fires
# test_prov:loop(i, "hello", -i) and test:tick(i) N times: the counts and
# argument sums are exact, and -l shows the probe in main of the module
# named after the executable.
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
N=40

for prog in sdt-loop-pie sdt-loop-nopie; do
	echo "== $prog"
	# e_type: 3 = ET_DYN, 2 = ET_EXEC
	echo "e_type $(od -An -tu2 -j16 -N2 "$TRIGGERS/$prog" | tr -d ' ')"
	$dtrace -l -n 'test_prov$target:::loop' -c "$TRIGGERS/$prog 1 0" |
	    awk 'NR > 1 { print $3, $4, $5 }'
	$dtrace -qn 'test_prov$target:::loop { @c = count(); @s0 = sum(arg0);
		@s2 = sum((long)arg2); }
	    test$target:::tick { @t = count(); @ts = sum(arg0); }' \
	    -c "$TRIGGERS/$prog $N 1" | awk 'NF { $1 = $1; print }'
	[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
done
