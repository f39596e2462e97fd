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

if ! command -v g++ >/dev/null 2>&1; then
	echo "cannot run: g++ is not installed (needed to build the C++ program)"
	exit 1
fi
cat > "$tmpd/throw.cc" <<'CEOF'
#include <cstdio>
#include <stdexcept>

int
main()
{
	int caught = 0;

	for (int i = 0; i < 5; i++) {
		try {
			throw std::runtime_error("x");
		} catch (const std::exception &) {
			caught++;
		}
	}
	std::printf("caught %d\n", caught);
	return 0;
}
CEOF
g++ -O1 -o "$tmpd/throw" "$tmpd/throw.cc" || { echo "cannot build throw.cc"; exit 1; }

$dtrace -qn '
pid$target:libstdc++.so.6:__cxa_throw:entry { @t[probemod] = count(); }
pid$target:libstdc++.so.6:__cxa_begin_catch:return { @c = count(); }
END { printa("throw in %s: %@d\n", @t); printa("catch returns: %@d\n", @c); }' \
    -c "$tmpd/throw" | sed 's/libstdc++\.so\.6\.[0-9.]*/libstdc++.so.6.N/'
echo "dtrace exit ${PIPESTATUS[0]}"
