#!/bin/bash
#
# ASSERTION: raise(SIGKILL) kills the process: it never ends its loop, and
# dtrace reports how the -c command ended.
#
# Run by test/runtest.sh as: bash tst.kill.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

$dtrace -wn 'test_prov$target:::deep /arg3 == 1/ { raise(9); }' \
    -c "$TRIGGERS/sdt-ustack 4 10 $log" 2>&1 >/dev/null |
    sed -E 's/pid [0-9]+/pid PID/'
echo "status ${PIPESTATUS[0]}"
cat "$log"
