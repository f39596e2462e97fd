#!/bin/bash
#
# ASSERTION: on a kernel without BPF uprobe_multi links, pid probes are
# attached through the perf uprobe PMU (entry: a uprobe event; return: the
# probes at each ret of the function: uprobe events too), and everything
# behaves the same:
# DTRACE_NO_UPROBE_MULTI makes libdtrace take that path here, and the
# calls, recursion and libc tests give their expected output.
#
# @@timeout: 180
dtrace=${1:-$DTRACE}
dir=$(dirname "$0")
export DTRACE_NO_UPROBE_MULTI=1
tmpf=$(mktemp)
trap 'rm -f "$tmpf"' EXIT

# (BEGIN is a uprobe only when a clause reads a stack: dt_prov_dtrace.c)
if DTRACE_DEBUG=1 $dtrace -qn 'BEGIN { ustack(1); exit(0); }' 2>&1 |
    grep -q 'kernel lacks uprobe_multi'; then
	echo "perf fallback in use"
fi
for t in calls recursion libc; do
	if bash "$dir/tst.$t.sh" "$dtrace" 2>&1 | diff - "$dir/tst.$t.r" \
	    >"$tmpf" 2>&1; then
		echo "$t: as expected"
	else
		echo "$t: differs"
		cat "$tmpf"
	fi
done
