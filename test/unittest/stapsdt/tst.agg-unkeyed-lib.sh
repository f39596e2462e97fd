#!/bin/bash
#
# ASSERTION: an aggregation without keys has one value, whatever else the
# program does: for a probe in a shared library (sdtlib:fire of
# libsdtlib.so, fired N times by sdt-lib with arg0 = i), @c = count() and
# @s = sum(arg0) print one row each (N and N(N-1)/2) also when the program
# has an aggregation keyed by probemod or probefunc.
#
# (Found while writing these tests: with the string-keyed aggregation, the
# unkeyed ones print two rows, e.g. "1" and "19" for count() with N = 20.)
#
# @@timeout: 40
dtrace=${1:-$DTRACE}
N=20

for key in probemod probefunc; do
	echo "== $key"
	$dtrace -qn "sdtlib\$target:::fire { @c = count(); @s = sum(arg0);
		@m[$key] = count(); }" -c "$TRIGGERS/sdt-lib $N 0" |
	    awk 'NF { $1 = $1; print }'
done
