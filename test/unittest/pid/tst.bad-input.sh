#!/bin/bash
#
# ASSERTION: a bad pid probe description is one clear message on stderr
# (DTrace's where DTrace has one), exit status 1, nothing on stdout and
# nothing traced: a function or module that does not exist ("does not
# match any probes"), a pid that does not exist ("failed to grab
# process"), an offset probe (a later stage), a name that is neither
# entry, return nor an offset, and an executable without function
# symbols (a stripped copy of pid-calls: .dynsym defines none).  With
# -xerrtags the tags are DTrace's.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
cp "$TRIGGERS/pid-calls" "$tmpd/stripped" && strip "$tmpd/stripped" ||
	{ echo "cannot strip a copy of pid-calls"; exit 1; }

check() {	# check LABEL CMD DESCRIPTION
	local rc
	$dtrace -xerrtags -n "$3 { trace(arg0); }" -c "$2" >"$tmpd/out" \
	    2>"$tmpd/err" </dev/null
	rc=$?
	echo "$1: exit $rc, stdout $(wc -l <"$tmpd/out") lines, stderr $(wc -l <"$tmpd/err") line(s)"
	sed -E 's/pid[0-9]+/pidPID/g; s/process [0-9]+/process PID/' "$tmpd/err"
}

calls=$TRIGGERS/pid-calls
check "no such function" "$calls" 'pid$target:a.out:nosuch:entry'
check "no such module" "$calls" 'pid$target:nosuch.so:main:entry'
check "no such function glob" "$calls" 'pid$target:a.out:nosuch*:entry'
check "dead pid" "$calls" 'pid999999:a.out:main:entry'
check "offset" "$calls" 'pid$target:a.out:main:1c'
check "bad name" "$calls" 'pid$target:a.out:main:start'
check "no symbols" "$tmpd/stripped" 'pid$target:a.out::entry'
check "no symbols, by name" "$tmpd/stripped" 'pid$target:stripped:main:return'
