#!/bin/bash
#
# ASSERTION: a library that a -p process dlopen()s while dtrace attaches,
# after dtrace read its objects and before the watch of its dynamic linker
# was in place, gets its probes: no dlopen() event will tell of it, so
# dtrace looks at the process again once the watch is in.  The moment is
# made every time with a test hook (DTRACE_TEST_WAIT=rtld:DIR: dtrace
# creates DIR/rtld there and waits until it is removed): a python3 process
# loads libsdtlib.so with ctypes at that moment, and later calls
# sdtlib_fire(i) five times; all five firings are counted.  (Before, none
# was: the race made pctl/tst.p-sigchld.sh miss its firing now and then.)
#
# @@timeout: 300
dtrace=${1:-$DTRACE}
. "$(dirname "$0")/pgrab.sh"
py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
[ -x "$py" ] || { echo "no python3"; exit 77; }

cat >"$tmpd/t.py" <<PY
import ctypes, os, time
def wait(f):
    while not os.path.exists(f):
        time.sleep(0.01)
wait("$tmpd/go")
lib = ctypes.CDLL("$TRIGGERS/libsdtlib.so")
open("$tmpd/loaded", "w").close()
wait("$tmpd/go2")
print(sum(lib.sdtlib_fire(i) for i in range(5)), flush=True)
PY
body() {
	rm -f "$tmpd/go" "$tmpd/go2" "$tmpd/loaded" "$tmpd/rtld"
	pgrab_start "$py" "$tmpd/t.py"
	DTRACE_TEST_WAIT=rtld:$tmpd $dtrace -Z -qn 'BEGIN { printf("ready\n"); }' \
	    -n 'sdtlib$target:::fire { @c = count(); @s = sum(arg1); }' -p "$child" \
	    >"$tmpd/out" 2>"$tmpd/err" &
	d=$!
	at_rtld() { [ -e "$tmpd/rtld" ] || ! kill -0 $d 2>/dev/null; }
	waitfor at_rtld && [ -e "$tmpd/rtld" ] ||
	    { echo "dtrace did not reach the hook"; cat "$tmpd/err"; exit 1; }
	touch "$tmpd/go"
	waitfor test -e "$tmpd/loaded" || { echo "python did not load the library"; exit 1; }
	rm -f "$tmpd/rtld"
	waitfor pgrab_started && grep -q ready "$tmpd/out" ||
	    { echo "dtrace did not start"; cat "$tmpd/err"; exit 1; }
	touch "$tmpd/go2"
	wait $d
	echo "dtrace exit $?"
	pgrab_parent
	sed -n '2p' "$tmpd/parent"
	sed '/^ *$/d; s/^ *//' "$tmpd/out"
	cat "$tmpd/err"
}
pgrab_run body 0
