#!/bin/bash
#
# ASSERTION: the hold of a -p process at dlopen() works in a thread created
# after dtrace grabbed the process (seized through PTRACE_O_TRACECLONE),
# and the signal that holds it (SIGURG) never reaches the process: a
# python3 program with a SIGURG handler waits for a poke, then a new thread
# loads libsdtlib.so with ctypes and calls sdtlib_fire(i) ten times; all
# ten firings are counted, the handler ran 0 times, the parent saw no stop.
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"
# the interpreter itself, not a wrapper script that execs it (pyenv's)
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -x "$py" ] || { echo "no python3"; exit 77; }

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
body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$py" "$tmpd/t.py"
	pgrab_dtrace 'sdtlib$target:::fire { @c = count(); @s = sum(arg1); }'
	touch "$tmpd/go"
	wait $d
	echo "dtrace exit $?"
	pgrab_parent
	sed -n '2,3p' "$tmpd/parent"
	sed '/^ *$/d; s/^ *//' "$tmpd/out"
	cat "$tmpd/err"
}
pgrab_run body 0
