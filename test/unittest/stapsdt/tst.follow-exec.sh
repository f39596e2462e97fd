#!/bin/bash
#
# ASSERTION: a pid-globbed description follows new processes: a child
# forked after dtrace started (its 5 firings, at once after the fork), the
# same child after it execs an object no process mapped when dtrace
# started (4 firings, 1 s after the exec), and a process started after
# dtrace that execs an object whose sites are enabled (4 firings).  A
# description naming one pid follows nothing.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

cp "$TRIGGERS/sdt-fork" "$tmpd/sdtfexec"
cp "$TRIGGERS/sdt-fork" "$tmpd/sdtflate"

echo "== fork, then exec of a new object"
$dtrace -qn 'stapsdt*:::tick /progenyof($target)/ {
	@[pid == $target ? "parent" : "child", arg0] = count(); }
	END { printa("%s %d %@d\n", @); }' \
    -c "$TRIGGERS/sdt-fork 5 $tmpd/sdtfexec"

echo "== stapsdt\$target: the child is not followed"
$dtrace -qn 'stapsdt$target:::tick /progenyof($target)/ {
	@[pid == $target ? "parent" : "child", arg0] = count(); }
	END { printa("%s %d %@d\n", @); }' \
    -c "$TRIGGERS/sdt-fork 5"

echo "== a new process execs an object with enabled sites"
"$tmpd/sdtflate" late 4 &
$dtrace -qn 'BEGIN { printf("ready\n"); }
	stapsdt*:::tick /execname == "sdtflate"/ { @[pid] = count(); }
	tick-1s /++n == 8/ { exit(0); }
	END { printa("%@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
"$tmpd/sdtflate" late 2
wait $d
echo "dtrace exit $?"
cat "$tmpd/out" "$tmpd/err"
