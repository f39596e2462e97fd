#!/bin/bash
#
# ASSERTION: JVMs started after dtrace -Z hotspot* (libjvm.so, dlopen()ed
# by the launcher, carries HotSpot's notes) fire their own probes
# (hotspotPID) from the start: 2 rounds of 2 `java -version` at once, each
# fires vm-init-begin, vm-init-end and vm-shutdown exactly once, and
# class-loaded for more than 100 classes.  Only the test's own JVMs (ppid)
# are counted.
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

command -v java >/dev/null || { echo "no java in PATH"; exit 77; }
$dtrace -Zqn 'BEGIN { printf("ready\n"); }
    hotspot*:::vm-init-begin, hotspot*:::vm-init-end, hotspot*:::vm-shutdown
    /ppid == '$$'/ {
	@[probename, probeprov == strjoin("hotspot", lltostr(pid)) ? "own" :
	    probeprov, pid] = count(); }
    hotspot*:::class-loaded /ppid == '$$'/ { @c[pid] = count(); }
    END { printa("%s %s %@d\n", @); printa("classes %@d\n", @c); }' \
    >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids=$d
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 2 2 java -version 2>/dev/null
kill -TERM $d
wait $d
echo "dtrace exit $?"
awk '$1 == "classes" { $2 = $2 > 100 ? "> 100" : $2 } NF && !/^ready$/' \
    "$tmpd/out" | sort | uniq -c
cat "$tmpd/err"
