#!/bin/bash
#
# ASSERTION: an entry probe on every function of every object of a process
# (pid$target:::entry) attaches and traces python3.11, which maps libm:
# libm's FMA4 functions (__fma_fma4 ...) start with instructions the
# kernel's uprobe decoder does not know (it refuses them: "Exec format
# error", which failed the whole enabling before, and dtrace exited 1).
# Such sites are left out, counted in one line on stderr, and named with
# -lv; python prints and exits as untraced.
#
# @@timeout: 600
dtrace=${1:-$DTRACE}
if [ ! -x /usr/bin/python3.11 ]; then
	echo "no /usr/bin/python3.11"
	exit 77
fi
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

$dtrace -qn 'pid$target:::entry { n++; }
syscall::exit_group:entry /pid == $target/ { printf("exit %d\n", arg0); }
END { printf("%s\n", n > 1000 ? "many entries" : "few entries"); }' \
    -c "/usr/bin/python3.11 -c print(6*7)" >"$tmpd/out" 2>"$tmpd/err"
echo "dtrace exit $?"
grep -v '^$' "$tmpd/out"
sed 's/[0-9][0-9]*/N/g' "$tmpd/err"
$dtrace -lv -n 'pid$target:libm.so.6:__fma_fma4:entry' \
    -c "/usr/bin/python3.11 -c pass" | grep 'Probe site'
