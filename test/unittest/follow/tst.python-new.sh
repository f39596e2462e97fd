#!/bin/bash
#
# ASSERTION: python3.11 processes started after dtrace, several at a time,
# with a provider glob (python*): every gc.collect() of each one fires
# gc-start (generation 2) on a probe of its own (pythonPID): 3 rounds of 6
# processes, 16 collections each, all counted.  In the third round dtrace
# is stopped (SIGSTOP) for a second while they start, so they would run
# before it could scan them if they were not held (until then, this test
# runs only bash builtins: a program not seen yet is held too).  The interpreter is run
# through a link named pynew, so that other python3.11 processes on the
# machine are not counted; automatic collections are off and the process
# ends with os._exit() (finalization collects too).
#
# @@timeout: 240
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/lib.sh"

[ -x $PYTHON ] || { echo "no $PYTHON"; exit 77; }
ln -s $PYTHON "$tmpd/pynew"
cat > "$tmpd/gcn.py" <<'PYEOF'
import gc, os, sys
gc.disable()
for i in range(int(sys.argv[1])):
    gc.collect()
os._exit(0)
PYEOF
$dtrace -Zqn 'BEGIN { printf("ready\n"); }
    python*:::gc-start /execname == "pynew" && arg0 == 2/ {
	@[probeprov == strjoin("python", lltostr(pid)) ? "own" : probeprov,
	    pid] = count(); }
    END { printa("%s %@d\n", @); }' >"$tmpd/out" 2>"$tmpd/err" &
d=$!
bgpids=$d
wait_for "$tmpd/out" || { cat "$tmpd/err"; exit 1; }
run_rounds 2 6 "$tmpd/pynew" -I -S "$tmpd/gcn.py" 16
mkfifo "$tmpd/nap"
exec 9<>"$tmpd/nap"
kill -STOP $d
pids=
for j in 1 2 3 4 5 6; do
	"$tmpd/pynew" -I -S "$tmpd/gcn.py" 16 >/dev/null &
	pids="$pids $!"
done
read -t 1 -u 9
kill -CONT $d
wait $pids
stop_dtrace $d
