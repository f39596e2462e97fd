#!/bin/bash
#
# ASSERTION: -x cpu=N: probes fire on CPU N only (profile fires on every
# CPU, and only CPU 0's firings run); BEGIN and END fire there too; a CPU
# that does not exist is refused.
#
# Run by test/runtest.sh as: bash tst.cpu.sh $DTRACE (also in $DTRACE).

dtrace=${1:-$DTRACE}

$dtrace -x cpu=0 -qn '
BEGIN { printf("BEGIN on %d\n", cpu); }
profile-997 { @[cpu] = max(1); }
profile-997 /++n > 100/ { exit(0); }
END { printf("END on %d\n", cpu); printa("profile on %d\n", @); }' 2>&1
echo "status $?"
$dtrace -x cpu=100000 -qn 'BEGIN { exit(0); }' 2>&1 |
    sed 's/from 0 to [0-9]*$/from 0 to N/'
echo "status ${PIPESTATUS[0]}"
