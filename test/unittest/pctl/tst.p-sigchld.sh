#!/bin/bash
#
# ASSERTION: dtrace -p traces a seized process until it exits, however many
# ptrace stops (each a SIGCHLD to dtrace) it makes: a python3 program that
# has loaded libsdtlib.so waits for a poke, creates and joins 1500 threads
# (each creation stops it and its new thread once for dtrace), then fires
# the library's probe once; dtrace counts that firing.  A SIGCHLD that
# interrupted dtrace's check of the process (a poll of its pidfd) was once
# taken for its end, and dtrace ended quietly while it ran on.
#
# @@timeout: 120
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -x "$py" ] || { echo "no python3"; exit 77; }

cat >"$tmpd/t.py" <<PY
import ctypes, os, threading, time
lib = ctypes.CDLL("$TRIGGERS/libsdtlib.so")
while not os.path.exists("$tmpd/go"):
    time.sleep(0.01)
for i in range(1500):
    t = threading.Thread(target=lambda: None)
    t.start()
    t.join()
lib.sdtlib_fire(7)
print("fired", flush=True)
PY
body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$py" "$tmpd/t.py"
	pgrab_dtrace 'sdtlib$target:::fire { @c = count(); @s = sum(arg1); }'
	touch "$tmpd/go"
	wait $d
	echo "dtrace exit $?"
	pgrab_parent
	sed -n '2p' "$tmpd/parent"
	sed '/^ *$/d; s/^ *//' "$tmpd/out"
	cat "$tmpd/err"
}
pgrab_run body 0
