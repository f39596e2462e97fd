#!/bin/bash
#
# ASSERTION: a stapsdt note whose address is not the nop <sys/sdt.h> emits
# (shifted by a few bytes, or made wrong by a moved .stapsdt.base) is never
# attached: dtrace says so once per site, naming the probe, the object and
# the offset, traces the rest, and the target computes exactly what it
# computes untraced.  sdt-compute prints a checksum of arithmetic around its
# probe sites; each damaged copy runs untraced and under dtrace -c, and the
# outputs and exit statuses must be the same.  A last copy, undamaged,
# still fires every probe.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
shift_notes() { /usr/bin/python3.11 "$(dirname "$0")/shiftnotes.py" "$@"; }
prog='test$target:::mix { @m = count(); } test$target:::round { @r = count(); }'

check() {	# check COPY LABEL
	local alone st traced refused
	"$1" >"$tmpd/alone" 2>&1
	alone=$?
	$dtrace -qn "$prog" -c "$1" >"$tmpd/traced" 2>"$tmpd/err"
	st=$?
	refused=$(grep -c "not enabled at $1 offset 0x[0-9a-f]*: the instruction there is not the nop" "$tmpd/err")
	# dtrace's own output (the aggregations) follows the command's line
	traced=$(head -n 1 "$tmpd/traced")
	if [ "$traced" = "$(cat "$tmpd/alone")" ] && [ $alone = 0 ] && [ $st = 0 ]; then
		echo "$2: same output and status, $refused sites refused"
	else
		echo "$2: DIFFERENT: alone $alone '$(cat "$tmpd/alone")'," \
		    "traced $st '$traced'"
		cat "$tmpd/err"
	fi
	grep -v "not enabled at" "$tmpd/err"
}

for d in -3 -2 -1 1 2 3 4 5 6 7 8 9 10 11 12; do
	shift_notes "$TRIGGERS/sdt-compute" "$tmpd/pc$d" pc $d
	chmod +x "$tmpd/pc$d"
	check "$tmpd/pc$d" "pc $d"
done
for d in -2 -1 1 2 3; do
	shift_notes "$TRIGGERS/sdt-compute" "$tmpd/base$d" base $d
	chmod +x "$tmpd/base$d"
	check "$tmpd/base$d" "base $d"
done
cp "$TRIGGERS/sdt-compute" "$tmpd/good"
check "$tmpd/good" "undamaged"
tail -n +2 "$tmpd/traced" | grep -v '^$'
exit 0
