#!/bin/bash
#
# ASSERTION: run without root, dtrace says in one line which privilege is
# missing and exits 1; compiling alone (-e) needs no privilege.  A
# stapsdt probe of a process, which dtrace cannot see without privileges,
# gets DTrace's "does not match any probes" and, on a terminal, the same
# line as a hint.
#
# @@timeout: 30
dtrace=${1:-$DTRACE}
# A copy that user nobody can reach, wherever the tree is.
tmpd=$(mktemp -d)
trap 'rm -rf "$tmpd"' EXIT
chmod 755 "$tmpd"
cp "$dtrace" "$tmpd/dtrace"
nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
nobody "$tmpd/dtrace" -qn 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
nobody "$tmpd/dtrace" -qe -n 'BEGIN { exit(0); }' 2>&1
echo "exit $?"
nobody "$tmpd/dtrace" -qn 'python$target:::gc-start' -c '/usr/bin/python3.11 -c 1' 2>&1 |
    sed 's/python[0-9]*:/pythonPID:/g'
echo "exit ${PIPESTATUS[0]}"
# On a terminal, why: the hint line (common/tty.sh gives the terminal).
. "$(dirname "$0")/../common/tty.sh"
tty "setpriv --reuid=65534 --regid=65534 --clear-groups \
    $tmpd/dtrace -qn 'python\$target:::gc-start' -c '/usr/bin/python3.11 -c 1'" |
    sed 's/python[0-9]*:/pythonPID:/g'
echo "exit ${PIPESTATUS[0]}"
