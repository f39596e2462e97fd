#!/bin/bash
#
# ASSERTION: a stapsdt note shifted onto a 0x90 byte inside another
# instruction is refused, though the byte looks like the nop <sys/sdt.h>
# emits: the site must also start an instruction of its function, as the
# function decodes from its entry (dt_stapsdt_notes.c, 4b).  sdt-shift's
# probe site is a nop right before `mov $0x90909090, %eax`; copies with
# the note moved by 2 to 5 bytes point into that immediate (before, the
# breakpoint went there and the program printed a different sum).  Each
# copy prints the same traced as untraced, and dtrace names the site it
# leaves out; the undamaged program fires its probe every time.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
shift_notes() {
	/usr/bin/python3.11 "$(dirname "$0")/../reliability/shiftnotes.py" "$@"
}

for d in 0 2 3 4 5; do
	shift_notes "$TRIGGERS/sdt-shift" "$tmpd/shift$d" pc $d
	chmod +x "$tmpd/shift$d"
	alone=$("$tmpd/shift$d" 100)
	$dtrace -qn 'test$target:::site { n++; } END { printf("fired %d\n", n); }' \
	    -c "$tmpd/shift$d 100" >"$tmpd/out" 2>"$tmpd/err"
	st=$?
	traced=$(head -n 1 "$tmpd/out")
	if [ "$traced" = "$alone" ] && [ $st = 0 ]; then
		echo "shift $d: same output, $(grep fired "$tmpd/out")"
	else
		echo "shift $d: DIFFERENT: alone '$alone', traced '$traced'," \
		    "dtrace exit $st"
	fi
	sed "s|$tmpd/||; s/probe test[0-9]*:/probe testN:/" "$tmpd/err"
done
