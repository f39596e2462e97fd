#!/bin/bash
#
# ASSERTION: a module whose name holds '+' is a valid probe description
# (the scanner takes libstdc++.so.6 in one token), and names libstdc++ as
# DTrace's "basename up to a '.'" alias of the mapped file
# (libstdc++.so.6.0.NN): a C++ program built here throws 5 exceptions, and
# __cxa_throw's entry fires 5 times with probemod the mapped file's name
# (normalized below), and __cxa_begin_catch's return 5 times.
#
# test/runtest.sh has no run-time skip for .sh tests, so without g++ this
# test fails, saying why.
#
# @@timeout: 60
dtrace=${1:-$DTRACE}
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT

. "$(dirname "$0")/../stapsdt/throw.sh"

$dtrace -qn '
pid$target:libstdc++.so.6:__cxa_throw:entry { @t[probemod] = count(); }
pid$target:libstdc++.so.6:__cxa_begin_catch:return { @c = count(); }
END { printa("throw in %s: %@d\n", @t); printa("catch returns: %@d\n", @c); }' \
    -c "$tmpd/throw" | sed 's/libstdc++\.so\.6\.[0-9.]*/libstdc++.so.6.N/'
echo "dtrace exit ${PIPESTATUS[0]}"
