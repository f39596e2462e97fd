#!/bin/bash
#
# ASSERTION: the stapsdt probes of a system library, libstdc++'s
# libstdcxx:::throw and libstdcxx:::catch (in __cxa_throw and
# __cxa_begin_catch), are listed in module libstdc++.so.6* (the name of the
# mapped file, e.g. libstdc++.so.6.0.30, normalized below) and fire once per
# exception: a C++ program built here throws and catches 5 exceptions.
#
# test/runtest.sh has no run-time skip for .sh tests (only a static
# @@skip tag), so without g++ this test fails, saying why.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/../stapsdt/throw.sh"

norm() {	# libstdc++.so.6.0.30 -> libstdc++.so.6
	sed 's/libstdc++\.so\.6[.0-9]*/libstdc++.so.6/'
}
echo "== -l"
$dtrace -l -n 'libstdcxx$target:::throw, libstdcxx$target:::catch' \
    -c "$tmpd/throw" | awk 'NR > 1 { print $3, $4, $5 }' | norm | sort
echo "== counts"
$dtrace -qn 'libstdcxx$target:::throw, libstdcxx$target:::catch {
	@[probename] = count(); }' -c "$tmpd/throw" |
    awk 'NF { $1 = $1; print }' | norm
[ "${PIPESTATUS[0]}" -eq 0 ] || echo "dtrace failed"
