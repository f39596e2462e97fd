#!/bin/bash
#
# ASSERTION: on a kernel without BPF uprobe_multi links, stapsdt probes are
# attached through the perf uprobe PMU (one perf event per site, with the
# semaphore as its reference counter and the site's cookie on its BPF
# link), and everything behaves the same.  DTRACE_NO_UPROBE_MULTI makes
# libdtrace take that path here; this runs other stapsdt tests under it and
# compares each with its expected output: argument decoding of every operand
# form (RIP-relative and TLS included), semaphores raised and lowered, a
# shared library, two processes of which only $target counts, and many
# processes behind one unfiltered attachment.
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
dir=$(dirname "$0")
export DTRACE_NO_UPROBE_MULTI=1
tmpf=$(mktemp)

# (BEGIN is a uprobe only when a clause reads a stack: dt_prov_dtrace.c)
if DTRACE_DEBUG=1 $dtrace -qn 'BEGIN { ustack(1); exit(0); }' 2>&1 |
    grep -q 'kernel lacks uprobe_multi'; then
	echo "perf fallback in use"
fi
for t in notes-args semaphore shlib two-procs many-pids; do
	if DTRACE=$dtrace bash "$dir/tst.$t.sh" "$dtrace" 2>/dev/null |
	    diff - "$dir/tst.$t.r" >"$tmpf" 2>&1; then
		echo "$t: as expected"
	else
		echo "$t: differs"
		cat "$tmpf"
	fi
done
rm -f "$tmpf"
