#!/bin/bash
#
# ASSERTION: the hold of a -p process at dlopen() works in a thread created
# after dtrace grabbed the process (seized through PTRACE_O_TRACECLONE),
# and the signal that holds it (SIGURG) never reaches the process: a
# python3 program with a SIGURG handler waits for a poke, then a new thread
# loads libsdtlib.so with ctypes and calls sdtlib_fire(i) ten times; all
# ten firings are counted, the handler ran 0 times, the parent saw no stop.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d /tmp/p-dlopen-thread.XXXXXX)
trap 'exec 2>/dev/null; kill -9 $(jobs -p); wait; rm -rf "$tmpd"' EXIT
# the interpreter itself, not a wrapper script that execs it (pyenv's)
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -x "$py" ] || { echo "no python3"; exit 77; }

waitfor() {	# waitfor CMD...: until CMD succeeds (at most 10 s)
	local i
	for i in $(seq 1000); do "$@" && return 0; sleep 0.01; done
	return 1
}

cat >"$tmpd/t.py" <<PY
import ctypes, os, signal, threading, time
got = []
signal.signal(signal.SIGURG, lambda s, f: got.append(s))
while not os.path.exists("$tmpd/go"):
    time.sleep(0.01)
def work():
    lib = ctypes.CDLL("$TRIGGERS/libsdtlib.so")
    print(sum(lib.sdtlib_fire(i) for i in range(10)), flush=True)
t = threading.Thread(target=work)
t.start()
t.join()
time.sleep(0.1)
print("SIGURG seen", len(got), "times", flush=True)
PY
"$TRIGGERS/wait-stops" "$py" "$tmpd/t.py" >"$tmpd/parent" &
waitfor test -s "$tmpd/parent" || { echo "wait-stops did not start"; exit 1; }
child=$(head -n 1 "$tmpd/parent")
$dtrace -Z -qn 'BEGIN { printf("ready\n"); }
    sdtlib$target:::fire { @c = count(); @s = sum(arg1); }' \
    -p "$child" >"$tmpd/out" 2>"$tmpd/err" &
d=$!
waitfor grep -q ready "$tmpd/out" || { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
touch "$tmpd/go"
wait $d
echo "dtrace exit $?"
waitfor grep -q 'parent saw' "$tmpd/parent"
tail -n +2 "$tmpd/parent"
sed '/^ *$/d; s/^ *//' "$tmpd/out"
cat "$tmpd/err"
