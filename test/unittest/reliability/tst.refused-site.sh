#!/bin/bash
#
# ASSERTION: a site the kernel refuses (here EINVAL: the note of
# test_prov:loop gives an odd semaphore address) is named in one line with
# its probe, object and offset and left out; the other sites of the same
# object are attached and count exactly (test:tick, 20 firings), with
# uprobe_multi and with the perf fallback.  When every site of the object
# is refused, dtrace says which and exits 1.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
shift_notes() { /usr/bin/python3.11 "$(dirname "$0")/shiftnotes.py" "$@"; }
prog='test_prov$target:::loop { @l = count(); } test$target:::tick { @t = count(); }'
# pids and map_files paths vary
clean() { sed -E 's/test_prov[0-9]+:/test_provPID:/; s@/proc/[0-9]+/map_files/[0-9a-f-]+@MAPPING@; s/0x[0-9a-f]+/0xOFF/'; }

shift_notes "$TRIGGERS/sdt-loop" "$tmpd/one" sem 1 loop
shift_notes "$TRIGGERS/sdt-loop" "$tmpd/all" sem 1
chmod +x "$tmpd/one" "$tmpd/all"
for env in "" DTRACE_NO_UPROBE_MULTI=1; do
	echo "-- ${env:-uprobe_multi}"
	env $env $dtrace -qn "$prog" -c "$tmpd/one 20 1" 2>&1 | sed "s@$tmpd@TMP@" | clean
	echo "exit ${PIPESTATUS[0]}"
done
echo "-- every site refused"
$dtrace -qn "$prog" -c "$tmpd/all 20 1" 2>&1 | sed "s@$tmpd@TMP@" | clean
echo "exit ${PIPESTATUS[0]}"
exit 0
